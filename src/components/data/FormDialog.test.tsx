// @vitest-environment jsdom
import { useState } from 'react';
import { Input } from '@chakra-ui/react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { email, requiredString } from '../../../domain/common/fields';
import { ConfirmDialog } from './ConfirmDialog';
import { FormDialog, FormField } from './FormDialog';
import { renderInApp } from './test-support';

const Schema = z.strictObject({
  email: email(),
  name: requiredString(20),
  secret: z.string().optional(),
});

function Harness({
  onSubmit,
  withSecret = false,
}: {
  onSubmit: (values: z.output<typeof Schema>) => Promise<unknown>;
  withSecret?: boolean;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <output data-testid="open">{String(open)}</output>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Add person"
        description="Who they are."
        submitLabel="Create"
        schema={Schema}
        fields={['email', 'name']}
        defaultValues={{ email: '', name: '', secret: 'not shown' }}
        onSubmit={onSubmit}
      >
        {({ register, formState: { errors } }) => (
          <>
            <FormField label="Email" error={errors.email?.message} required>
              <Input {...register('email')} />
            </FormField>
            <FormField label="Name" error={errors.name?.message}>
              <Input {...register('name')} />
            </FormField>
            {withSecret && (
              <FormField label="Secret">
                <Input {...register('secret')} />
              </FormField>
            )}
          </>
        )}
      </FormDialog>
    </>
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create' }));

afterEach(cleanup);

describe('FormDialog', () => {
  it('is a labelled dialog; the zod schema validates before anything is sent', async () => {
    const onSubmit = vi.fn(async () => {});
    renderInApp(<Harness onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add person' });
    expect(dialog.textContent).toContain('Who they are.');
    fill('Email', 'nope');
    submit();
    // The shared messages, in the reader's language.
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the parsed values of the fields it shows, then closes', async () => {
    const onSubmit = vi.fn(async () => {});
    renderInApp(<Harness onSubmit={onSubmit} />);
    await screen.findByRole('dialog');
    fill('Email', ' Ann@Example.COM ');
    fill('Name', 'Ann');
    submit();
    await waitFor(() => expect(screen.getByTestId('open').textContent).toBe('false'));
    // Trimmed and lower-cased by the schema; `secret` is not on the form, so not sent.
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ann@example.com', name: 'Ann' });
  });

  it('says what it refuses about a value the form does not show, rather than nothing', async () => {
    const Placed = z.strictObject({ name: requiredString(20), team: z.number().optional() }).superRefine((v, ctx) => {
      if (v.team === undefined) ctx.addIssue({ code: 'custom', path: ['team'], message: 'Choose a team.' });
    });
    const onSubmit = vi.fn(async () => {});
    renderInApp(
      <FormDialog
        open
        onOpenChange={() => {}}
        title="Assign"
        submitLabel="Create"
        schema={Placed}
        fields={['name']}
        defaultValues={{ name: '' }}
        onSubmit={onSubmit}
      >
        {({ register }) => (
          <FormField label="Name">
            <Input {...register('name')} />
          </FormField>
        )}
      </FormDialog>,
    );
    await screen.findByRole('dialog');
    fill('Name', 'Ann');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a team.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a field that is shown is sent', async () => {
    const onSubmit = vi.fn(async () => {});
    renderInApp(<Harness onSubmit={onSubmit} withSecret />);
    await screen.findByRole('dialog');
    fill('Email', 'a@b.co');
    fill('Name', 'A');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'a@b.co', name: 'A', secret: 'not shown' }));
  });

  it("puts the server's field errors on the fields and the rest above them; stays open", async () => {
    const onSubmit = vi.fn(async () => {
      throw { email: ['A user with that email already exists.'], team: ['Unknown team.'] };
    });
    renderInApp(<Harness onSubmit={onSubmit} />);
    await screen.findByRole('dialog');
    fill('Email', 'a@b.co');
    fill('Name', 'A');
    submit();
    expect(await screen.findByText('A user with that email already exists.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('team: Unknown team.');
    expect(screen.getByTestId('open').textContent).toBe('true');
  });

  it('a 403 detail or a network failure is the general error', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce({ detail: "You don't have permission to create User" })
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderInApp(<Harness onSubmit={onSubmit} />);
    await screen.findByRole('dialog');
    fill('Email', 'a@b.co');
    fill('Name', 'A');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain("You don't have permission to create User");
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The changes could not be saved. Please try again.'),
    );
  });

  it('a refusal without a reason does not invite a retry; a server failure does', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce({ status: 409, body: '' })
      .mockRejectedValueOnce({ status: 502, body: '' });
    renderInApp(<Harness onSubmit={onSubmit} />);
    await screen.findByRole('dialog');
    fill('Email', 'a@b.co');
    fill('Name', 'A');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('The changes could not be saved.');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The changes could not be saved. Please try again.'),
    );
  });

  it('Cancel closes without sending', async () => {
    const onSubmit = vi.fn(async () => {});
    renderInApp(<Harness onSubmit={onSubmit} />);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('open').textContent).toBe('false'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('ConfirmDialog', () => {
  function Confirm({
    onConfirm,
    errorText,
  }: {
    onConfirm: () => Promise<unknown>;
    errorText?: (message: string) => string | undefined;
  }) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <output data-testid="open">{String(open)}</output>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Deactivate Ann?"
          body="She is signed out at once."
          confirmLabel="Deactivate"
          destructive
          onConfirm={onConfirm}
          errorText={errorText}
        />
      </>
    );
  }

  it('is an alertdialog; confirming runs the action and closes', async () => {
    const onConfirm = vi.fn(async () => {});
    renderInApp(<Confirm onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Ann?' });
    expect(dialog.textContent).toContain('She is signed out at once.');
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.getByTestId('open').textContent).toBe('false'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('a failure is shown and the dialog stays open', async () => {
    renderInApp(<Confirm onConfirm={() => Promise.reject({ detail: 'Not found.' })} />);
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Not found.');
    expect(screen.getByTestId('open').textContent).toBe('true');
  });

  it('without a reason, invites a retry only when one can help', async () => {
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce({ status: 409, body: '' })
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderInApp(<Confirm onConfirm={onConfirm} />);
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The changes could not be saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The changes could not be saved. Please try again.'),
    );
  });

  it('shows the failure in the reader’s language when given a translator (as written when it has none)', async () => {
    renderInApp(
      <Confirm
        onConfirm={() => Promise.reject({ detail: 'This brand is used by 2 products.' })}
        errorText={(message) => (message.startsWith('This brand') ? 'Cette marque sert à 2 produits.' : undefined)}
      />,
    );
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Cette marque sert à 2 produits.');
  });
});
