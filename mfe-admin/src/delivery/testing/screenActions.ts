import { fireEvent, screen } from '@testing-library/react';

// What the delivery panels' tests do on screen, by the names people see.

export const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

export const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

export const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

/** The listed items' headings, in order. */
export const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
