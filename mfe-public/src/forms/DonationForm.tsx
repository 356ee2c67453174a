import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, routes, type DonationConfig, type DonationFrequency } from '@sla/data';
import { checkoutInput, mobileMoneyInput, pledgeInput } from '@sla/contract/schemas';
import { check, type Checked } from './check.js';
import { Confirmation } from './Confirmation.js';
import { donationAmountProblem } from '@sla/domain';
import { carryForFirstAct, msg, t } from '@sla/i18n';
import { formatGift, normaliseAmount } from './money.js';
import { leaveFor } from './navigation.js';
import { OptionCards } from './OptionCards.js';
import { SubmitButton } from './SubmitButton.js';
import { Field, FormProblem, useFormState } from '@sla/forms';
import { LiveFieldset, T } from '@sla/ui';
import { serviceText } from './serviceText.js';

const OTHER = 'other';

/** What the form says once mobile money is chosen, the donor's first act on the page as often as not. */
const MOBILE_MONEY_WORDS = {
  oneTime: msg('Mobile-money gifts are one-time gifts.'),
  receipt: msg('We send your receipt here.'),
  pay: msg('Pay with mobile money'),
  where: msg('You will pay on a secure page of our payment provider, Paystack, and approve the payment on your phone.'),
  // Said by card payments too, but not on a page that takes pledges instead.
  gift: msg('Your gift: <strong>{summary}</strong>'),
  opening: msg('Opening the secure payment page…'),
};

const FREQUENCIES: readonly { value: DonationFrequency; label: string; description?: string }[] = [
  { value: 'once', label: msg('Once') },
  { value: 'monthly', label: msg('Monthly'), description: msg('Stop at any time.') },
];

/**
 * How the donor pays: by card through Stripe, or (without Stripe) a pledge; and mobile money through Paystack where it
 * is set up (decision 0050).
 */
type Method = 'card' | 'pledge' | 'mobile_money';

// `amount` is what is typed under "Other amount"; the server's word about the amount lands there too.
type Values = { method: string; frequency: string; preset: string; amount: string; name: string; email: string };

/** The amount the visitor chose or typed, as text for the shared schema (undefined when blank). */
function chosenAmount(values: Values): string | undefined {
  const typed = values.preset === OTHER ? normaliseAmount(values.amount) : values.preset;
  return typed === '' ? undefined : typed;
}

/**
 * One-time or monthly gift. With online payment on, "Donate securely" opens the payment page;
 * without it, the same choices plus a name and e-mail make a pledge for the team to follow up. Where mobile money is
 * set up, the donor first chooses it or the card (or pledge): a mobile-money gift is one-time, with an e-mail address
 * for the receipt, and is paid on Paystack's page.
 */
export function DonationForm({ config }: { config: DonationConfig }) {
  const first: Method = config.stripeEnabled ? 'card' : 'pledge';
  const cardPresets = config.presets.map(String);
  // Mobile money offers amounts sized to its currency (what people send by phone), the card its own.
  const mobilePresets = config.mobileMoneyPresets.map(String);
  const defaultPreset = (list: string[]) => list[1] ?? list[0] ?? OTHER;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormState<Values>(
    { method: first, frequency: 'once', preset: defaultPreset(cardPresets), amount: '', name: '', email: '' },
    { formRef, shown: (name, current) => name in current },
  );
  const [done, setDone] = useState<string | null>(null);
  const { values, release } = form;
  const method: Method = config.mobileMoneyEnabled && values.method === 'mobile_money' ? 'mobile_money' : first;
  const mobile = method === 'mobile_money';
  if (config.mobileMoneyEnabled) carryForFirstAct(Object.values(MOBILE_MONEY_WORDS));
  const presets = mobile ? mobilePresets : cardPresets;
  // Leaves the site for a provider's page: the card's (Stripe) or mobile money's (Paystack).
  const online = method !== 'pledge';

  // Back from the payment page with the browser's Back button, the page may be restored as it was
  // left (back/forward cache): still busy. Let the donor choose again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && release();
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [release]);
  const frequency = (mobile ? 'once' : values.frequency) as DonationFrequency;
  const money = (amount: number) => formatGift(amount, config);

  const checkValues = (
    current: Values,
  ): Checked<{ amount: number; frequency?: DonationFrequency; name?: string; email?: string }> => {
    const amount = chosenAmount(current);
    const checked = mobile
      ? check(mobileMoneyInput, { amount, email: current.email })
      : online
        ? check(checkoutInput, { amount, frequency: current.frequency })
        : check(pledgeInput, { name: current.name, email: current.email, amount, frequency: current.frequency });
    // The settings' own bounds and decimals, once the shared schema has nothing to say about the amount.
    const amountOk = checked.ok || !checked.errors.amount;
    const problem = amountOk && amount !== undefined ? donationAmountProblem(Number(amount), config) : null;
    if (!problem) return checked;
    return { ok: false, errors: { ...(checked.ok ? {} : checked.errors), amount: problem } };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = checkValues(values);
    if (!checked.ok) return form.refuse(checked.errors);
    const input = checked.input;
    void form.submit(
      async () => {
        if (mobile) {
          const { url } = await api(routes.startMobileMoney, { body: { amount: input.amount, email: input.email ?? '' } });
          leaveFor(url);
          return;
        }
        if (online) {
          const { url } = await api(routes.startCheckout, { body: { amount: input.amount, frequency } });
          leaveFor(url);
          return;
        }
        const answer = await api(routes.recordPledge, {
          body: { name: input.name ?? '', email: input.email ?? '', amount: input.amount, frequency },
        });
        setDone(answer.message);
      },
      // Online, the browser is then on its way to the payment page: stay busy.
      { leaving: online },
    );
  };

  if (done) {
    return (
      <Confirmation title={t('Thank you for your pledge')}>
        <p>{serviceText(done)}</p>
      </Confirmation>
    );
  }

  const preview = checkValues({ ...values, name: 'x', email: 'x@example.org' });
  const summary = preview.ok
    ? frequency === 'monthly'
      ? t('{amount} every month', { amount: money(preview.input.amount) })
      : t('{amount} once', { amount: money(preview.input.amount) })
    : null;
  const amountError = form.fieldErrors.amount;
  const otherChosen = values.preset === OTHER;

  return (
    <form
      ref={formRef}
      className="form-card form-card--wide"
      aria-labelledby="donation-form-title"
      onSubmit={onSubmit}
      noValidate
    >
      <LiveFieldset>
        <h2 id="donation-form-title" className="form-card__title">
          {online ? t('Make a gift') : t('Make a pledge')}
        </h2>
        {online ? null : (
          <p className="form-card__intro">
            {t(
              'Online card payment is not open yet. Tell us what you would like to give and a member of our team will write to you about how to pay.',
            )}
          </p>
        )}
        <FormProblem message={form.failure} />
        {config.mobileMoneyEnabled ? (
          <OptionCards
            legend={t('How would you like to give?')}
            name="method"
            layout="compact"
            options={[
              first === 'card'
                ? { value: 'card', label: t('Card'), description: t('Visa, Mastercard and others, through Stripe.') }
                : { value: 'pledge', label: t('Pledge'), description: t('We write to you about how to pay.') },
              {
                value: 'mobile_money',
                label: t('Mobile money'),
                description: t('M-Pesa, MTN MoMo, Airtel Money and others, through Paystack.'),
              },
            ]}
            value={method}
            onChange={(value) => {
              form.setValue('method', value);
              form.clearFieldErrors('email');
              // A preset of the other method's list is not offered here: its own default instead (a typed amount stays).
              const offered = value === 'mobile_money' ? mobilePresets : cardPresets;
              if (values.preset !== OTHER && !offered.includes(values.preset)) {
                form.setValue('preset', defaultPreset(offered));
                form.clearFieldErrors('amount');
              }
            }}
          />
        ) : null}
        {mobile ? (
          <p className="field__hint">{t(MOBILE_MONEY_WORDS.oneTime)}</p>
        ) : (
          <OptionCards
            legend={t('How often?')}
            name="frequency"
            layout="compact"
            options={FREQUENCIES.map((option) => ({
              value: option.value,
              label: t(option.label),
              description: option.description ? t(option.description) : undefined,
            }))}
            value={frequency}
            onChange={(value) => form.setValue('frequency', value)}
            error={form.fieldErrors.frequency}
          />
        )}
        <OptionCards
          legend={t('Amount ({currency})', { currency: config.currency })}
          name="amount"
          layout="compact"
          options={[
            ...presets.map((preset) => ({ value: preset, label: money(Number(preset)) })),
            { value: OTHER, label: t('Other') },
          ]}
          value={values.preset}
          onChange={(value) => {
            form.setValue('preset', value);
            form.clearFieldErrors('amount');
          }}
          error={otherChosen ? null : amountError}
        />
        {otherChosen ? (
          <Field
            label={t('Other amount in {currency}', { currency: config.currency })}
            hint={
              config.decimals
                ? t('From {min} to {max}, like 25 or 25.50.', { min: money(config.minAmount), max: money(config.maxAmount) })
                : t('From {min} to {max}, in whole units.', { min: money(config.minAmount), max: money(config.maxAmount) })
            }
            error={amountError}
          >
            {(control) => (
              <input
                {...control}
                required
                inputMode={config.decimals ? 'decimal' : 'numeric'}
                autoComplete="off"
                {...form.bind('amount')}
              />
            )}
          </Field>
        ) : null}
        {mobile ? (
          <Field label={t('E-mail address')} hint={t(MOBILE_MONEY_WORDS.receipt)} error={form.fieldErrors.email}>
            {(control) => (
              <input {...control} required type="email" autoComplete="email" spellCheck={false} {...form.bind('email')} />
            )}
          </Field>
        ) : null}
        {online ? null : (
          <>
            <Field label={t('Your name')} error={form.fieldErrors.name}>
              {(control) => <input {...control} required autoComplete="name" {...form.bind('name')} />}
            </Field>
            <Field label={t('E-mail address')} hint={t('We write to you here about your pledge.')} error={form.fieldErrors.email}>
              {(control) => (
                <input {...control} required type="email" autoComplete="email" spellCheck={false} {...form.bind('email')} />
              )}
            </Field>
          </>
        )}
        {summary ? (
          <p className="donation-summary">
            {online ? (
              <T message={MOBILE_MONEY_WORDS.gift} values={{ summary }} components={{ strong: <strong /> }} />
            ) : (
              <T message="Your pledge: <strong>{summary}</strong>" values={{ summary }} components={{ strong: <strong /> }} />
            )}
          </p>
        ) : null}
        <SubmitButton busy={form.submitting} busyLabel={online ? t(MOBILE_MONEY_WORDS.opening) : t('Sending…')}>
          {mobile ? t(MOBILE_MONEY_WORDS.pay) : online ? t('Donate securely') : t('Make my pledge')}
        </SubmitButton>
        {online ? (
          <p className="field__hint donation-note">
            {mobile ? t(MOBILE_MONEY_WORDS.where) : t('You will pay on a secure page of our payment provider, Stripe.')}
          </p>
        ) : null}
      </LiveFieldset>
    </form>
  );
}
