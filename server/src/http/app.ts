import { referenceLinkRoutes, referencesRoutes } from './routes/references.js';
import { followUpLinkRoutes, followUpRoutes } from './routes/followUps.js';
import { negotiateLocale } from '@sla/i18n/locales';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DEFAULT_TRUST_PROXY, fastifyTrustProxy, parseTrustProxy, type TrustProxy } from '@sla/proxy-trust';
import type { TokenVerifier } from '../auth/tokens.js';
import type { Caller, ServiceContext } from '../context.js';
import type { ReleaseDesk } from '../releases/releaseDesk.js';
import { authenticate } from './authenticate.js';
import { frameworkErrors, installErrorHandling } from './errors.js';
import { installSecurityHeaders } from './securityHeaders.js';
import { openApiDocument } from './openapi.js';
import { rejectUnstorableText } from './rejectUnstorableText.js';
import { accountLiveRoutes } from './routes/accountLive.js';
import { adminDashboardRoutes } from './routes/adminDashboard.js';
import { alumniDirectoryRoutes } from './routes/alumniDirectory.js';
import { alumniMessagesRoutes } from './routes/alumniMessages.js';
import { alumniPhotoRoutes } from './routes/alumniPhotos.js';
import { alumniProfilesRoutes } from './routes/alumniProfiles.js';
import { assignmentsRoutes } from './routes/assignments.js';
import { announcementsRoutes } from './routes/announcements.js';
import { applicantMessagesRoutes } from './routes/applicantMessages.js';
import { deliveryRoutes } from './routes/delivery.js';
import { mentoringRoutes } from './routes/mentoring.js';
import { mentorRequestRoutes } from './routes/mentorRequests.js';
import { accountRoutes } from './routes/account.js';
import { applicationsRoutes } from './routes/applications.js';
import { auditLogRoutes } from './routes/auditLogs.js';
import { contentCategoriesRoutes } from './routes/contentCategories.js';
import { contentEventsRoutes } from './routes/contentEvents.js';
import { eventRegistrationRoutes } from './routes/eventRegistrations.js';
import { contentLiveRoutes } from './routes/contentLive.js';
import { contentMediaRoutes } from './routes/contentMedia.js';
import { contentPostsRoutes } from './routes/contentPosts.js';
import { donationsRoutes } from './routes/donations.js';
import { givingLinkRoutes, givingRoutes } from './routes/giving.js';
import { emailLinkRoutes } from './routes/emailLinks.js';
import { messagesRoutes } from './routes/messages.js';
import { newsletterRoutes } from './routes/newsletter.js';
import { outboxRoutes } from './routes/outbox.js';
import { programPagesRoutes } from './routes/programPages.js';
import { programsRoutes } from './routes/programs.js';
import { publicMediaRoutes } from './routes/publicMedia.js';
import { publicFormRoutes } from './routes/publicForms.js';
import { publicRedirectRoutes } from './routes/publicRedirects.js';
import { publicSiteRoutes } from './routes/publicSite.js';
import { reviewRoutes } from './routes/review.js';
import { adminReleaseRoutes, teamReleaseRoutes } from './routes/releases.js';
import { siteSettingsRoutes } from './routes/siteSettings.js';
import { stripeWebhookRoutes } from './routes/stripeWebhook.js';
import { paystackWebhookRoutes } from './routes/paystackWebhook.js';
import { mobileMoneyRoutes } from './routes/mobileMoney.js';
import { storySubmissionsRoutes } from './routes/storySubmissions.js';
import { storyPicturesRoutes } from './routes/storyPictures.js';
import { opportunitiesRoutes } from './routes/opportunities.js';
import { peopleRoutes } from './routes/people.js';
import { usersRoutes } from './routes/users.js';
import { recordRoutes } from './registeredRoutes.js';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** The requesting page's language (Accept-Language): 'en' or 'fr'. */
    locale: 'en' | 'fr';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the service starts stopping: /api/ready answers 503 so a load balancer sends nothing new. */
    draining: boolean;
  }
}

export interface RouteDeps {
  ctx: ServiceContext;
  /** Portal releases: the store, the teams' keys, previews (decision 0031). */
  releases: ReleaseDesk;
  /** Hold every declared operation's answer to its schema (tests and development): a mismatch is a 500, loudly. */
  checkAnswers: boolean;
  /** Told each operation whose answer passed its check (the tests' record that every operation was walked). */
  answerChecked?: (operationId: string) => void;
}

export interface AppOptions {
  ctx: ServiceContext;
  verifier: TokenVerifier;
  releases: ReleaseDesk;
  /** Fastify's logger: off in tests; the built service logs warnings and errors (main.ts, LOG_LEVEL). */
  logger?: boolean | { level: string };
  corsOrigins?: string[];
  /** Whose X-Forwarded-For gives the caller's address (rate limits, audit); the site server's by default. */
  trustProxy?: TrustProxy;
  /** RouteDeps' checkAnswers: on in tests and development. */
  checkAnswers?: boolean;
  answerChecked?: RouteDeps['answerChecked'];
}

/**
 * The data service's HTTP face: every route under /api. Staff and member routes authenticate
 * every request first; the public site's routes and Stripe's webhook never look at a token, so
 * a visitor whose sign-in has expired still reads and sends as anyone else.
 */
export async function buildApp({
  ctx,
  verifier,
  logger = false,
  corsOrigins = [],
  trustProxy = parseTrustProxy(DEFAULT_TRUST_PROXY),
  checkAnswers = false,
  answerChecked,
  releases,
}: AppOptions): Promise<FastifyInstance> {
  const deps: RouteDeps = { ctx, releases, checkAnswers, ...(answerChecked ? { answerChecked } : {}) };
  const app = Fastify({ logger, bodyLimit: 64 * 1024, trustProxy: fastifyTrustProxy(trustProxy), frameworkErrors });
  recordRoutes(app);
  app.decorate('draining', false);
  // Open streams would hold the server open: they end, and their browsers reconnect to another instance.
  app.addHook('preClose', async () => ctx.streams.endEvery());
  installErrorHandling(app);
  installSecurityHeaders(app);
  app.decorateRequest('caller', null);
  // The language of the page that asked (the data client sends it as Accept-Language): what the service writes to
  // someone it knows only by this request, such as a receipt, is in it. Account holders get their profile's.
  app.decorateRequest('locale', 'en');
  // Hooks that do not wait on anything call done() rather than return a promise: no promise, no extra tick per request.
  app.addHook('onRequest', function requestLocale(request, _reply, done) {
    request.locale = negotiateLocale(request.headers['accept-language']) ?? 'en';
    done();
  });

  if (corsOrigins.length) {
    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (origin && corsOrigins.includes(origin)) {
        reply.header('access-control-allow-origin', origin).header('vary', 'origin');
        reply
          .header('access-control-allow-headers', 'authorization, content-type, x-file-name')
          .header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE')
          // A download's name (a receipt's number and days): a portal on another origin reads it to save the file.
          .header('access-control-expose-headers', 'content-disposition');
        if (request.method === 'OPTIONS') return reply.status(204).send();
      }
    });
  }

  rejectUnstorableText(app);
  await app.register(
    async (api) => {
      api.get('/health', async (_request, reply) => {
        try {
          await ctx.db.execute(sql`SELECT 1`);
          return { status: 'ok' };
        } catch {
          return reply.status(503).send({ status: 'database unreachable' });
        }
      });
      // Readiness, for a load balancer: 503 once the service is stopping (SIGTERM), while open requests finish.
      api.get('/ready', async (_request, reply) => {
        if (app.draining) return reply.status(503).send({ status: 'draining' });
        try {
          await ctx.db.execute(sql`SELECT 1`);
          return { status: 'ready' };
        } catch {
          return reply.status(503).send({ status: 'database unreachable' });
        }
      });
      api.get('/openapi.json', async () => openApiDocument());
      await api.register(async (visitors) => {
        publicSiteRoutes(visitors, deps);
        publicFormRoutes(visitors, deps);
        publicRedirectRoutes(visitors, deps);
      });
      // Its own scope: the visitors' one-minute cache header must not cut an image's year short.
      await api.register(async (images) => publicMediaRoutes(images, deps));
      await api.register(async (photos) => alumniPhotoRoutes(photos, deps));
      await api.register(async (stripe) => stripeWebhookRoutes(stripe, deps));
      await api.register(async (paystack) => paystackWebhookRoutes(paystack, deps));
      await api.register(async (donors) => mobileMoneyRoutes(donors, deps));
      await api.register(async (pipelines) => teamReleaseRoutes(pipelines, deps));
      await api.register(async (links) => emailLinkRoutes(links, deps));
      await api.register(async (referees) => referenceLinkRoutes(referees, deps));
      await api.register(async (senders) => followUpLinkRoutes(senders, deps));
      await api.register(async (donors) => givingLinkRoutes(donors, deps));
      await api.register(async (secured) => {
        secured.addHook('onRequest', async function authenticateRequest(request) {
          request.caller = await authenticate(ctx, verifier, request.headers.authorization);
        });
        usersRoutes(secured, deps);
        peopleRoutes(secured, deps);
        accountRoutes(secured, deps);
        auditLogRoutes(secured, deps);
        outboxRoutes(secured, deps);
        newsletterRoutes(secured, deps);
        messagesRoutes(secured, deps);
        programsRoutes(secured, deps);
        applicationsRoutes(secured, deps);
        reviewRoutes(secured, deps);
        donationsRoutes(secured, deps);
        givingRoutes(secured, deps);
        contentMediaRoutes(secured, deps);
        contentPostsRoutes(secured, deps);
        contentCategoriesRoutes(secured, deps);
        contentEventsRoutes(secured, deps);
        eventRegistrationRoutes(secured, deps);
        programPagesRoutes(secured, deps);
        storySubmissionsRoutes(secured, deps);
        storyPicturesRoutes(secured, deps);
        opportunitiesRoutes(secured, deps);
        contentLiveRoutes(secured, deps);
        accountLiveRoutes(secured, deps);
        deliveryRoutes(secured, deps);
        assignmentsRoutes(secured, deps);
        mentoringRoutes(secured, deps);
        mentorRequestRoutes(secured, deps);
        announcementsRoutes(secured, deps);
        applicantMessagesRoutes(secured, deps);
        alumniProfilesRoutes(secured, deps);
        alumniDirectoryRoutes(secured, deps);
        alumniMessagesRoutes(secured, deps);
        siteSettingsRoutes(secured, deps);
        adminDashboardRoutes(secured, deps);
        adminReleaseRoutes(secured, deps);
        referencesRoutes(secured, deps);
        followUpRoutes(secured, deps);
      });
    },
    { prefix: '/api' },
  );
  return app;
}
