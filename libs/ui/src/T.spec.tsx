import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { activateLocale, addMessages } from '@sla/i18n';
import { T } from './T.js';

describe('T', () => {
  afterEach(() => activateLocale('en'));

  it('puts each tag of the message into its component, wherever the translation moves it', () => {
    const message = 'Read <link>the notice</link> before {day}.';
    addMessages('fr', { [message]: compileMessage('Avant {day}, lisez <link>l’avis</link>.') });
    activateLocale('fr');
    const { container } = render(<T message={message} values={{ day: 'lundi' }} components={{ link: <a href="/privacy" /> }} />);
    expect(container.textContent).toBe('Avant lundi, lisez l’avis.');
    expect(screen.getByRole('link', { name: 'l’avis' }).getAttribute('href')).toBe('/privacy');
  });

  it('keeps the text of a tag it has no component for, and renders self-closing tags', () => {
    const { container } = render(
      <T
        message="Hello <strong>there</strong>, <badge/> and <missing>plain</missing>"
        components={{ strong: <strong />, badge: <em>new</em> }}
      />,
    );
    expect(container.innerHTML).toBe('Hello <strong>there</strong>, <em>new</em> and plain');
  });
});
