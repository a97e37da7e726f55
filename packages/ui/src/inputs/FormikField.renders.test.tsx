import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { renderWithUi } from '../test-utils';
import { FormikDateField, FormikMoneyField, FormikSelectField, FormikTextField } from './FormikField';

// Each control counts its renders by field name (its own file, so that the other tests render the real ones unwrapped).
const mockRenders = new Map<string, number>();
function mockCounted(module: string, component: string) {
  const actual = jest.requireActual(module);
  const { createElement } = jest.requireActual('react');
  return {
    ...actual,
    [component]: (props: { name?: string }) => {
      mockRenders.set(props.name ?? '?', (mockRenders.get(props.name ?? '?') ?? 0) + 1);
      return createElement(actual[component], props);
    },
  };
}
jest.mock('./MoneyInput', () => mockCounted('./MoneyInput', 'MoneyInput'));
jest.mock('./DateInput', () => mockCounted('./DateInput', 'DateInput'));
jest.mock('./SelectField', () => mockCounted('./SelectField', 'SelectInput'));

const schema = yup.object({
  nome: yup.string().required('Informe o nome'),
  valor: yup.string().required('Campo obrigatório'),
  inicio: yup.string(),
  moeda: yup.string(),
});

function ThreeFieldsAndAName() {
  return (
    <Formik initialValues={{ nome: '', valor: '0.00', inicio: '', moeda: '' }} validationSchema={schema} onSubmit={jest.fn()}>
      {(formik) => (
        <Form>
          <FormikTextField form={formik} name="nome" label="Nome" />
          <FormikMoneyField form={formik} name="valor" label="Valor" />
          <FormikDateField form={formik} name="inicio" label="Início" />
          {/* A list built anew on each render, as forms do: equal options keep the field as it was. */}
          <FormikSelectField form={formik} name="moeda" label="Moeda" options={[{ value: 'BRL', label: 'BRL' }]} placeholder="Selecione" />
          <button type="submit">Salvar</button>
        </Form>
      )}
    </Formik>
  );
}

describe('Formik bound fields', () => {
  it('render again only the field typed into and the fields whose message changed, not the whole form per key', async () => {
    const user = userEvent.setup();
    renderWithUi(<ThreeFieldsAndAName />);
    expect(mockRenders.get('valor')).toBeGreaterThan(0);
    const before = new Map(mockRenders);

    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Relatório de março');
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Relatório de março');
    for (const name of ['valor', 'inicio', 'moeda']) expect([name, mockRenders.get(name)]).toEqual([name, before.get(name)]);

    // The counting sees a render when one is due: typing into Valor renders it, not the others.
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '15');
    expect(mockRenders.get('valor')).toBeGreaterThan(before.get('valor')!);
    expect(mockRenders.get('inicio')).toBe(before.get('inicio'));

    // A message that appears renders its field: the cleared name after a submit.
    await user.clear(screen.getByRole('textbox', { name: 'Nome' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o nome')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Moeda' }), 'BRL');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Moeda' })).toHaveValue('BRL'));
  });
});
