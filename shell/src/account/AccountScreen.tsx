import { useIdentity } from '@sla/auth';
import { canOpen, screenName } from '@sla/permissions';
import { t } from '@sla/i18n';
import { Loading, Screen } from '@sla/ui';
import { DataSection } from './DataSection.js';
import { DeleteSection } from './DeleteSection.js';
import { EmailSection } from './EmailSection.js';
import { NameSection } from './NameSection.js';
import { OpportunityDigestSection } from './OpportunityDigestSection.js';
import { PasswordSection } from './PasswordSection.js';
import { PreferencesSection } from './PreferencesSection.js';
import { SignInMethodsSection } from './SignInMethodsSection.js';
import { useSignInMethods } from './useSignInMethods.js';
import './account.css';

/** /account: one's own name, e-mail, password, sign-in methods, e-mail preferences and data (manage_profile). */
export default function AccountScreen() {
  const identity = useIdentity();
  const methods = useSignInMethods();
  if (identity.status !== 'signed-in') return <Loading label={t('Checking your account…')} />;
  const { user } = identity;
  return (
    <Screen title={t(screenName('/account'))} lead={t('Your name, how you sign in, which e-mails you get, and your data.')}>
      <div className="account">
        <NameSection current={user.displayName ?? ''} />
        <EmailSection email={user.email} hasPassword={methods.list?.includes('password') ?? false} loading={!methods.list} />
        <PasswordSection hasPassword={methods.list?.includes('password') ?? false} loading={!methods.list} />
        <SignInMethodsSection methods={methods} />
        <PreferencesSection />
        {canOpen(identity.role, '/alumni/opportunities') ? <OpportunityDigestSection /> : null}
        <DataSection />
        <DeleteSection email={user.email ?? ''} />
      </div>
    </Screen>
  );
}
