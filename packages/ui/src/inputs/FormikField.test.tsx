import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, Form } from 'formik';
import * as yup from 'yup';
import { renderWithUi } from '../test-utils';
import {
  FormikDateField,
  FormikMoneyField,
  FormikPercentField,
  FormikSelectField,
  FormikTextField,
  fieldError,
  getIn,
} from './FormikField';

const schema = yup.object({
  nome: yup.string().required('Informe o nome do relatório'),
  valor: yup
    .string()
    .required('Campo obrigatório')
    .test('not-zero', 'Campo obrigatório', (value) => Number(value) !== 0),
  imposto: yup.string().required('Campo obrigatório'),
  inicio: yup.string().required('Campo obrigatório'),
  moeda: yup.string().required('Campo obrigatório'),
});

function CostForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  return (
    <Formik
      initialValues={{ nome: '', valor: '0.00', imposto: '0.0935', inicio: '', moeda: '' }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {(formik) => (
        <Form>
          <FormikTextField form={formik} name="nome" label="Nome" required />
          <FormikMoneyField form={formik} name="valor" label="Valor" />
          <FormikPercentField form={formik} name="imposto" label="Imposto" />
          <FormikDateField form={formik} name="inicio" label="Início" />
          <FormikSelectField
            form={formik}
            name="moeda"
            label="Moeda"
            placeholder="Selecione"
            options={[
              { value: 'BRL', label: 'BRL' },
              { value: 'USD', label: 'USD' },
            ]}
          />
          <button type="submit">Salvar</button>
        </Form>
      )}
    </Formik>
  );
}

describe('Formik field helpers', () => {
  it('show the yup messages under the fields after submit, and submit the typed values', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithUi(<CostForm onSubmit={onSubmit} />);

    expect(screen.getByRole('textbox', { name: /Imposto/ })).toHaveValue('9,35');
    expect(screen.getByRole('textbox', { name: /Valor/ })).toHaveValue('0,00');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o nome do relatório')).toBeInTheDocument();
    expect(screen.getAllByText('Campo obrigatório')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: /Nome/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /Nome/ }), 'Relatório 1');
    await user.type(screen.getByRole('textbox', { name: /Valor/ }), '1500');
    await user.tab();
    await user.type(screen.getByRole('textbox', { name: /Início/ }), '01022025');
    await user.selectOptions(screen.getByRole('combobox', { name: /Moeda/ }), 'USD');
    await waitFor(() => expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Valor/ })).toHaveValue('1.500,00');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      nome: 'Relatório 1',
      valor: '1500.00',
      imposto: '0.0935',
      inicio: '2025-02-01',
      moeda: 'USD',
    });
  });

  it('shows an error once the field was touched', async () => {
    const user = userEvent.setup();
    renderWithUi(<CostForm onSubmit={jest.fn()} />);
    await user.click(screen.getByRole('textbox', { name: /Nome/ }));
    await user.tab();
    expect(await screen.findByText('Informe o nome do relatório')).toBeInTheDocument();
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();
  });

  it('getIn and fieldError read nested paths', () => {
    const form = {
      values: { custos: [{ valor: '1' }] },
      errors: { custos: [{ valor: 'Campo obrigatório' }] },
      touched: {},
      submitCount: 0,
      setFieldValue: jest.fn(),
      setFieldTouched: jest.fn(),
    };
    expect(getIn(form.values, 'custos[0].valor')).toBe('1');
    expect(getIn(form.values, 'custos.0.valor')).toBe('1');
    expect(fieldError(form, 'custos.0.valor')).toBeUndefined();
    expect(fieldError({ ...form, submitCount: 1 }, 'custos.0.valor')).toBe('Campo obrigatório');
  });
});
