// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../data/test-support';
import { CodeField } from './CodeField';

function Harness() {
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const code = useWatch({ control: form.control, name: 'code' });
  return (
    <>
      <CodeField form={form} name="code" label="Code" sanitizedNotice="Product code has been sanitized" />
      <output data-testid="value">{code}</output>
    </>
  );
}

afterEach(cleanup);

describe('CodeField', () => {
  it('keeps what is typed, then makes it a valid code on leaving the field and says so', async () => {
    renderInApp(<Harness />);
    const input = screen.getByLabelText(/Code/);
    fireEvent.change(input, { target: { value: 'bad-code' } });
    expect(screen.getByTestId('value').textContent).toBe('bad-code');
    expect(screen.queryByTestId('code-sanitized')).toBeNull();
    fireEvent.blur(input);
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('BAD_CODE'));
    expect(screen.getByTestId('code-sanitized').textContent).toBe('Product code has been sanitized');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByTestId('code-sanitized').id);
    // Typing again puts the notice away; a valid code is left as it is, without a notice.
    fireEvent.change(input, { target: { value: 'GOOD_1' } });
    fireEvent.blur(input);
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('GOOD_1'));
    expect(screen.queryByTestId('code-sanitized')).toBeNull();
  });
});
