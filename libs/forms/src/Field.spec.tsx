import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field.js';

describe('Field', () => {
  it('labels its control, and reads the hint and the error out with it', () => {
    render(
      <Field label="E-mail address" hint="We reply to this address." error="Enter your e-mail address.">
        {(control) => <input {...control} type="email" />}
      </Field>,
    );
    const input = screen.getByLabelText('E-mail address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    // The error is announced as one: "Error:" is read out before it, though not shown.
    expect(described).toEqual(['We reply to this address.', 'Error: Enter your e-mail address.']);
    const error = document.getElementById(`${input.id}-error`)!;
    expect(error.className).toBe('field__error');
    expect(error.querySelector('.visually-hidden')?.textContent).toBe('Error: ');
  });

  it('is not marked invalid, nor described, without an error or hint', () => {
    render(<Field label="Your name">{(control) => <input {...control} />}</Field>);
    const input = screen.getByLabelText('Your name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('says "(optional)", takes a given id and classes, and can put the hint under the control', () => {
    const { container } = render(
      <Field label="Reason" optional id="reason" className="toolbar__grow" hint="Kept in the audit log." hintBelow>
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const textarea = screen.getByLabelText('Reason (optional)');
    expect(textarea.id).toBe('reason');
    expect(textarea.getAttribute('aria-describedby')).toBe('reason-hint');
    const field = container.firstElementChild!;
    expect(field.className).toBe('field toolbar__grow');
    expect([...field.children].map((child) => child.tagName)).toEqual(['LABEL', 'TEXTAREA', 'P']);
  });

  it('puts the hint between the label and the control by default', () => {
    const { container } = render(
      <Field label="Password" hint="At least 8 characters.">
        {(control) => <input {...control} type="password" />}
      </Field>,
    );
    expect([...container.firstElementChild!.children].map((child) => child.tagName)).toEqual(['LABEL', 'P', 'INPUT']);
  });
});
