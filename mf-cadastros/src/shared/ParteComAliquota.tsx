import { Heading, SimpleGrid } from '@chakra-ui/react';
import { FormikMoneyField, FormikPercentField, FormikSelectField, type FormikLike, type SelectOption } from '@financeiro/ui';

/** '100,00' has 6 characters: these rates go up to 100 %. */
export const PERCENT_MAX_LENGTH = 6;

const isPositive = (value: unknown) => Number(value) > 0;

interface Campo {
  name: string;
  label: string;
}

export interface ParteComAliquotaProps {
  form: FormikLike & { values: Record<string, unknown> };
  title: string;
  readOnly: boolean;
  valor: Campo & { required?: boolean };
  aliquota: Campo;
  /** The base is required when the rate is above zero, or always when `required`. */
  base: Campo & { options: readonly SelectOption[]; required?: boolean };
}

/**
 * One part of a benefit or tax value per branch: a fixed amount, a rate and the base the rate
 * applies to (spec 02 section 3: the benefit, the employee discount, the company part).
 */
export function ParteComAliquota({ form, title, readOnly, valor, aliquota, base }: ParteComAliquotaProps) {
  return (
    <>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormikMoneyField form={form} name={valor.name} label={valor.label} required={valor.required} readOnly={readOnly} />
        <FormikPercentField form={form} name={aliquota.name} label={aliquota.label} readOnly={readOnly} maxLength={PERCENT_MAX_LENGTH} />
        <FormikSelectField
          form={form}
          name={base.name}
          label={base.label}
          required={base.required || isPositive(form.values[aliquota.name])}
          readOnly={readOnly}
          options={[...base.options]}
          placeholder="Selecione"
        />
      </SimpleGrid>
    </>
  );
}
