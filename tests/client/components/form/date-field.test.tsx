import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from '../../../../src/components/form/date-field.tsx';

const input = () => document.querySelector('input[name="from"]') as HTMLInputElement;

describe('DateField', () => {
  it('is a labelled date input from its first allowed day, handing over the date typed', () => {
    const onChange = vi.fn();
    const { getByLabelText } = render(
      <DateField name="from" label="Du" min="2026-06-02" value="2026-06-10" onChange={onChange} />,
    );
    expect(getByLabelText('Du')).toBe(input());
    expect(input().type).toBe('date');
    expect(input().min).toBe('2026-06-02');
    expect(input().value).toBe('2026-06-10');
    fireEvent.change(input(), { target: { value: '2026-06-12' } });
    expect(onChange).toHaveBeenCalledWith('2026-06-12');
  });

  it('is not marked invalid while it has no problem', () => {
    render(<DateField name="from" label="Du" min="2026-06-02" value="" onChange={() => {}} />);
    expect(input().getAttribute('aria-invalid')).toBeNull();
    expect(input().getAttribute('aria-describedby')).toBeNull();
    expect(document.querySelector('.field-error')).toBeNull();
  });

  it('shows its problem below it, announced with it', () => {
    render(
      <DateField
        name="from"
        label="Du"
        min="2026-06-02"
        value="2026-06-01"
        onChange={() => {}}
        problem="Choisissez une date à partir de demain."
        problemId="flight-from-error"
      />,
    );
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe('flight-from-error');
    expect(document.getElementById('flight-from-error')?.textContent).toBe('Choisissez une date à partir de demain.');
  });

  it('names its problem after the field unless told otherwise', () => {
    render(
      <DateField name="from" label="Du" min="2026-06-02" value="" onChange={() => {}} problem="Choisissez une date." />,
    );
    expect(input().getAttribute('aria-describedby')).toBe('from-error');
    expect(document.getElementById('from-error')?.textContent).toBe('Choisissez une date.');
  });
});
