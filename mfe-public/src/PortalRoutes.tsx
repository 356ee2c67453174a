import { lazy } from 'react';
import { Route, Routes } from '@sla/router';
import { NotFoundInPortal } from '@sla/portal-kit';

const Home = lazy(() => import('./screens/Home.js'));
const StepUpScholars = lazy(() => import('./screens/StepUpScholars.js'));
const Dynamerge = lazy(() => import('./screens/Dynamerge.js'));
const GetInvolved = lazy(() => import('./screens/GetInvolved.js'));
const Donate = lazy(() => import('./screens/Donate.js'));
const About = lazy(() => import('./screens/About.js'));
const Stories = lazy(() => import('./screens/Stories.js'));
const Story = lazy(() => import('./screens/Story.js'));
const Contact = lazy(() => import('./screens/Contact.js'));
const Privacy = lazy(() => import('./screens/Privacy.js'));
const Terms = lazy(() => import('./screens/Terms.js'));
const Accessibility = lazy(() => import('./screens/Accessibility.js'));
const NewsletterConfirm = lazy(() => import('./screens/NewsletterConfirm.js'));
const NewsletterUnsubscribe = lazy(() => import('./screens/NewsletterUnsubscribe.js'));
const EmailUnsubscribe = lazy(() => import('./screens/EmailUnsubscribe.js'));
const ReferenceLetter = lazy(() => import('./screens/ReferenceLetter.js'));
const FollowUpConversation = lazy(() => import('./screens/FollowUpConversation.js'));
const EventPage = lazy(() => import('./screens/EventPage.js'));
const EventCancel = lazy(() => import('./screens/EventCancel.js'));
const Giving = lazy(() => import('./screens/Giving.js'));
const GivingLink = lazy(() => import('./screens/GivingLink.js'));

/** The public pages; sign-in, sign-up and the dashboard belong to the shell. */
export function PortalRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Home />} />
      <Route path="/programs/stepup-scholars" element={<StepUpScholars />} />
      <Route path="/programs/dynamerge" element={<Dynamerge />} />
      <Route path="/get-involved" element={<GetInvolved />} />
      <Route path="/donate" element={<Donate />} />
      <Route path="/about" element={<About />} />
      <Route path="/blog" element={<Stories />} />
      <Route path="/blog/:slug" element={<Story />} />
      <Route path="/contact" element={<Contact />} />
      <Route path="/privacy" element={<Privacy />} />
      <Route path="/terms" element={<Terms />} />
      <Route path="/accessibility" element={<Accessibility />} />
      <Route path="/newsletter/confirm" element={<NewsletterConfirm />} />
      <Route path="/newsletter/unsubscribe" element={<NewsletterUnsubscribe />} />
      <Route path="/email/unsubscribe" element={<EmailUnsubscribe />} />
      <Route path="/reference/:token" element={<ReferenceLetter />} />
      <Route path="/follow-up/:token" element={<FollowUpConversation />} />
      <Route path="/events/cancel" element={<EventCancel />} />
      <Route path="/events/:slug" element={<EventPage />} />
      <Route path="/giving" element={<Giving />} />
      <Route path="/giving/:token" element={<GivingLink />} />
      <Route path="*" element={<NotFoundInPortal />} />
    </Routes>
  );
}
