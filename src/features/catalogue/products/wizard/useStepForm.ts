import { useEffect, useRef } from 'react';
import { zodResolver } from '../../../../components/form/schemaValidation';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import type { z } from 'zod';

const same = (a: unknown, b: unknown) =>
  Object.is(a, b) || (Array.isArray(a) && Array.isArray(b) && JSON.stringify(a) === JSON.stringify(b));

/**
 * A wizard step's form: react-hook-form validating with the step's schema (the API's rules) when
 * a field is left and on Next, and the machine kept in step with it both ways: what is typed goes
 * to the machine (`onChange`, only when it differs), and what the machine changes itself (a
 * generated launch code, a fresh wizard) comes back into the fields.
 */
export function useStepForm<T extends FieldValues>(
  schema: z.ZodType,
  values: T,
  onChange: (values: T) => void,
) {
  const form = useForm<T>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: values as DefaultValues<T>,
    mode: 'onTouched',
  });
  const machine = useRef({ values, onChange });
  useEffect(() => {
    machine.current = { values, onChange };
  });

  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values: typed }) => {
        const { values: held, onChange: send } = machine.current;
        const changed = Object.keys(held).some((key) => !same(typed[key], held[key]));
        if (changed) send({ ...held, ...typed } as T);
      },
    });
  }, [form]);

  useEffect(() => {
    for (const [key, value] of Object.entries(values)) {
      const name = key as Path<T>;
      if (!same(form.getValues(name), value)) form.setValue(name, value as PathValue<T, Path<T>>);
    }
  }, [form, values]);

  return form;
}
