import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from '../../lib/api-client';
import { bodyResolver } from './body-resolver';
import { applyServerErrors, arrayError, correctFields } from './server-errors';

const schema = z.strictObject({ priceCents: z.number({ error: 'Enter a price.' }).int().min(0), name: z.string().trim().min(2, 'Give it a name.') });
type Form = { price: string; name: string; rush: boolean };
const toBody = (v: Form) => ({ priceCents: v.price.trim() === '' ? Number.NaN : Math.round(Number(v.price) * 100), name: v.name });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('bodyResolver', () => {
  const resolver = bodyResolver(schema, toBody, (path) => (path === 'priceCents' ? 'price' : path), (v: Form) => ({ rush: v.rush && v.name === '' ? 'A rush order needs a name.' : undefined }));

  it('gives the parsed body when the schema and the form checks pass', async () => {
    expect(await resolver({ price: '4.5', name: '  Zinc ', rush: false }, undefined, options)).toEqual({ values: { priceCents: 450, name: 'Zinc' }, errors: {} });
  });

  it('puts each issue on its field, renamed where the body differs, with the form-only checks', async () => {
    const result = await resolver({ price: '', name: '', rush: true }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({ price: { message: 'Enter a price.' }, name: { message: 'Give it a name.' }, rush: { message: 'A rush order needs a name.' } });
  });
});

describe('applyServerErrors', () => {
  const refusal = (issues: { path: string; message: string }[], detail = 'Check the highlighted fields.') => new ApiRequestError(400, detail, issues);

  it('sets each known field’s message (the first one focused) and returns the rest to show above the buttons', () => {
    const setError = vi.fn();
    const message = applyServerErrors(refusal([{ path: 'body.name', message: 'Taken.' }, { path: 'body.other', message: 'Odd.' }]), setError, ['name']);
    expect(setError).toHaveBeenCalledExactlyOnceWith('name', { type: 'server', message: 'Taken.' }, { shouldFocus: true });
    expect(message).toBe('Check the highlighted fields.');
  });

  it('does not repeat a message already shown at its field', () => {
    expect(applyServerErrors(refusal([{ path: 'email', message: 'Already in your list.' }], 'Already in your list.'), vi.fn(), ['email'])).toBeNull();
  });

  it('maps paths through a function, and falls back to a plain message for what is not an error', () => {
    const setError = vi.fn();
    applyServerErrors(refusal([{ path: 'a/b', message: 'Too high.' }]), setError, (path) => (path === 'a/b' ? 'values.a/b' : undefined));
    expect(setError).toHaveBeenCalledWith('values.a/b', expect.objectContaining({ message: 'Too high.' }), { shouldFocus: true });
    expect(applyServerErrors('nope', vi.fn(), [])).toBe('Saving failed. Please try again.');
  });
});

describe('messages', () => {
  it('reads a list’s own message at the list or at its root, and summarises the first problem', () => {
    expect(arrayError({ message: 'Add an analyte.' })).toBe('Add an analyte.');
    expect(arrayError({ root: { message: 'Ranges overlap.' }, 0: { low: { message: 'x' } } })).toBe('Ranges overlap.');
    expect(arrayError(undefined)).toBeUndefined();
    expect(correctFields({ name: { message: 'Give it a name.' } })).toBe('Please correct the highlighted fields. Give it a name.');
  });
});
