// Generated from the operations’ declarations by `npm run contract:routes`: do not edit (routes.spec.ts checks it).
// What a browser needs to call each operation, without its schemas (decision 0030).
import type * as alumni from './operations/alumni/index.js';
import type * as applications from './operations/applications/index.js';
import type * as content from './operations/content/index.js';
import type * as learning from './operations/learning/index.js';
import type * as people from './operations/people/index.js';
import type * as site from './operations/site/index.js';
import type { OperationRoute } from './operations/operation.js';

export const blockAlumnus: OperationRoute<typeof alumni.blockAlumnus> = {
  id: 'blockAlumnus',
  method: 'PUT',
  path: '/alumni/blocks/{uid}',
  body: null,
  answer: null,
};
export const closeOpportunity: OperationRoute<typeof alumni.closeOpportunity> = {
  id: 'closeOpportunity',
  method: 'POST',
  path: '/alumni/opportunities/{id}/close',
  body: null,
  answer: 'json',
};
export const correctAlumniProfile: OperationRoute<typeof alumni.correctAlumniProfile> = {
  id: 'correctAlumniProfile',
  method: 'PUT',
  path: '/alumni/manage/{uid}',
  body: 'json',
  answer: 'json',
};
export const countUnreadAlumniMessages: OperationRoute<typeof alumni.countUnreadAlumniMessages> = {
  id: 'countUnreadAlumniMessages',
  method: 'GET',
  path: '/alumni/unread',
  body: null,
  answer: 'json',
};
export const getAlumniConversation: OperationRoute<typeof alumni.getAlumniConversation> = {
  id: 'getAlumniConversation',
  method: 'GET',
  path: '/alumni/conversations/{id}',
  body: null,
  answer: 'json',
};
export const getAlumniMemberProfile: OperationRoute<typeof alumni.getAlumniMemberProfile> = {
  id: 'getAlumniMemberProfile',
  method: 'GET',
  path: '/alumni/people/{uid}',
  body: null,
  answer: 'json',
};
export const getManagedAlumniProfile: OperationRoute<typeof alumni.getManagedAlumniProfile> = {
  id: 'getManagedAlumniProfile',
  method: 'GET',
  path: '/alumni/manage/{uid}',
  body: null,
  answer: 'json',
};
export const getMyAlumniProfile: OperationRoute<typeof alumni.getMyAlumniProfile> = {
  id: 'getMyAlumniProfile',
  method: 'GET',
  path: '/alumni/profile',
  body: null,
  answer: 'json',
};
export const getOpportunity: OperationRoute<typeof alumni.getOpportunity> = {
  id: 'getOpportunity',
  method: 'GET',
  path: '/alumni/opportunities/{id}',
  body: null,
  answer: 'json',
};
export const getOpportunityDigest: OperationRoute<typeof alumni.getOpportunityDigest> = {
  id: 'getOpportunityDigest',
  method: 'GET',
  path: '/alumni/opportunities/digest',
  body: null,
  answer: 'json',
};
export const hideAlumniProfile: OperationRoute<typeof alumni.hideAlumniProfile> = {
  id: 'hideAlumniProfile',
  method: 'POST',
  path: '/alumni/manage/{uid}/hide',
  body: 'json',
  answer: 'json',
};
export const hideOpportunity: OperationRoute<typeof alumni.hideOpportunity> = {
  id: 'hideOpportunity',
  method: 'POST',
  path: '/alumni/opportunities/{id}/hide',
  body: 'json',
  answer: 'json',
};
export const listAlumniConversations: OperationRoute<typeof alumni.listAlumniConversations> = {
  id: 'listAlumniConversations',
  method: 'GET',
  path: '/alumni/conversations',
  body: null,
  answer: 'json',
};
export const listAlumniDirectory: OperationRoute<typeof alumni.listAlumniDirectory> = {
  id: 'listAlumniDirectory',
  method: 'GET',
  path: '/alumni/directory',
  body: null,
  answer: 'json',
};
export const listAlumniMessages: OperationRoute<typeof alumni.listAlumniMessages> = {
  id: 'listAlumniMessages',
  method: 'GET',
  path: '/alumni/conversations/{id}/messages',
  body: null,
  answer: 'json',
};
export const listAlumniReports: OperationRoute<typeof alumni.listAlumniReports> = {
  id: 'listAlumniReports',
  method: 'GET',
  path: '/alumni/reports',
  body: null,
  answer: 'json',
};
export const listManagedAlumniProfiles: OperationRoute<typeof alumni.listManagedAlumniProfiles> = {
  id: 'listManagedAlumniProfiles',
  method: 'GET',
  path: '/alumni/manage',
  body: null,
  answer: 'json',
};
export const listMyOpportunities: OperationRoute<typeof alumni.listMyOpportunities> = {
  id: 'listMyOpportunities',
  method: 'GET',
  path: '/alumni/opportunities/mine',
  body: null,
  answer: 'json',
};
export const listMyStories: OperationRoute<typeof alumni.listMyStories> = {
  id: 'listMyStories',
  method: 'GET',
  path: '/alumni/stories',
  body: null,
  answer: 'json',
};
export const listOpportunities: OperationRoute<typeof alumni.listOpportunities> = {
  id: 'listOpportunities',
  method: 'GET',
  path: '/alumni/opportunities',
  body: null,
  answer: 'json',
};
export const postOpportunity: OperationRoute<typeof alumni.postOpportunity> = {
  id: 'postOpportunity',
  method: 'POST',
  path: '/alumni/opportunities',
  body: 'json',
  answer: 'json',
};
export const readAlumniPhoto: OperationRoute<typeof alumni.readAlumniPhoto> = {
  id: 'readAlumniPhoto',
  method: 'GET',
  path: '/alumni/photos/{photoId}/{size}.webp',
  body: null,
  answer: 'file',
};
export const readStoryPicture: OperationRoute<typeof alumni.readStoryPicture> = {
  id: 'readStoryPicture',
  method: 'GET',
  path: '/alumni/stories/pictures/{id}/{width}',
  body: null,
  answer: 'file',
};
export const removeMyAlumniPhoto: OperationRoute<typeof alumni.removeMyAlumniPhoto> = {
  id: 'removeMyAlumniPhoto',
  method: 'DELETE',
  path: '/alumni/profile/photo',
  body: null,
  answer: 'json',
};
export const reportAlumnus: OperationRoute<typeof alumni.reportAlumnus> = {
  id: 'reportAlumnus',
  method: 'POST',
  path: '/alumni/reports',
  body: 'json',
  answer: 'json',
};
export const resolveAlumniReport: OperationRoute<typeof alumni.resolveAlumniReport> = {
  id: 'resolveAlumniReport',
  method: 'POST',
  path: '/alumni/reports/{id}/resolve',
  body: null,
  answer: 'json',
};
export const reviseStory: OperationRoute<typeof alumni.reviseStory> = {
  id: 'reviseStory',
  method: 'PUT',
  path: '/alumni/stories/{id}',
  body: 'json',
  answer: 'json',
};
export const saveMyAlumniProfile: OperationRoute<typeof alumni.saveMyAlumniProfile> = {
  id: 'saveMyAlumniProfile',
  method: 'PUT',
  path: '/alumni/profile',
  body: 'json',
  answer: 'json',
};
export const sendAlumniMessage: OperationRoute<typeof alumni.sendAlumniMessage> = {
  id: 'sendAlumniMessage',
  method: 'POST',
  path: '/alumni/conversations/{id}/messages',
  body: 'json',
  answer: 'json',
};
export const setOpportunityDigest: OperationRoute<typeof alumni.setOpportunityDigest> = {
  id: 'setOpportunityDigest',
  method: 'PUT',
  path: '/alumni/opportunities/digest',
  body: 'json',
  answer: 'json',
};
export const startAlumniConversation: OperationRoute<typeof alumni.startAlumniConversation> = {
  id: 'startAlumniConversation',
  method: 'POST',
  path: '/alumni/people/{uid}/messages',
  body: 'json',
  answer: 'json',
};
export const submitStory: OperationRoute<typeof alumni.submitStory> = {
  id: 'submitStory',
  method: 'POST',
  path: '/alumni/stories',
  body: 'json',
  answer: 'json',
};
export const unblockAlumnus: OperationRoute<typeof alumni.unblockAlumnus> = {
  id: 'unblockAlumnus',
  method: 'DELETE',
  path: '/alumni/blocks/{uid}',
  body: null,
  answer: null,
};
export const unhideAlumniProfile: OperationRoute<typeof alumni.unhideAlumniProfile> = {
  id: 'unhideAlumniProfile',
  method: 'DELETE',
  path: '/alumni/manage/{uid}/hide',
  body: null,
  answer: 'json',
};
export const updateOpportunity: OperationRoute<typeof alumni.updateOpportunity> = {
  id: 'updateOpportunity',
  method: 'PUT',
  path: '/alumni/opportunities/{id}',
  body: 'json',
  answer: 'json',
};
export const uploadMyAlumniPhoto: OperationRoute<typeof alumni.uploadMyAlumniPhoto> = {
  id: 'uploadMyAlumniPhoto',
  method: 'POST',
  path: '/alumni/profile/photo',
  body: 'file',
  answer: 'json',
};
export const uploadStoryPicture: OperationRoute<typeof alumni.uploadStoryPicture> = {
  id: 'uploadStoryPicture',
  method: 'POST',
  path: '/alumni/stories/pictures',
  body: 'file',
  answer: 'json',
};
export const withdrawStory: OperationRoute<typeof alumni.withdrawStory> = {
  id: 'withdrawStory',
  method: 'POST',
  path: '/alumni/stories/{id}/withdraw',
  body: null,
  answer: 'json',
};
export const assignReviewers: OperationRoute<typeof applications.assignReviewers> = {
  id: 'assignReviewers',
  method: 'POST',
  path: '/review/applications/{id}/reviewers',
  body: 'json',
  answer: 'json',
};
export const assignStudentRole: OperationRoute<typeof applications.assignStudentRole> = {
  id: 'assignStudentRole',
  method: 'POST',
  path: '/review/applications/{id}/student-role',
  body: null,
  answer: 'json',
};
export const countMessageRecipients: OperationRoute<typeof applications.countMessageRecipients> = {
  id: 'countMessageRecipients',
  method: 'GET',
  path: '/review/messages/recipients',
  body: null,
  answer: 'json',
};
export const createProgram: OperationRoute<typeof applications.createProgram> = {
  id: 'createProgram',
  method: 'POST',
  path: '/programs',
  body: 'json',
  answer: 'json',
};
export const decideApplication: OperationRoute<typeof applications.decideApplication> = {
  id: 'decideApplication',
  method: 'POST',
  path: '/review/applications/{id}/decision',
  body: 'json',
  answer: 'json',
};
export const decideApplications: OperationRoute<typeof applications.decideApplications> = {
  id: 'decideApplications',
  method: 'POST',
  path: '/review/decisions',
  body: 'json',
  answer: 'json',
};
export const declareConflict: OperationRoute<typeof applications.declareConflict> = {
  id: 'declareConflict',
  method: 'POST',
  path: '/review/applications/{id}/conflict',
  body: 'json',
  answer: null,
};
export const deleteProgram: OperationRoute<typeof applications.deleteProgram> = {
  id: 'deleteProgram',
  method: 'DELETE',
  path: '/programs/{id}',
  body: null,
  answer: null,
};
export const downloadApplicationFile: OperationRoute<typeof applications.downloadApplicationFile> = {
  id: 'downloadApplicationFile',
  method: 'GET',
  path: '/applications/{id}/files/{fileId}',
  body: null,
  answer: 'file',
};
export const downloadReferenceLetter: OperationRoute<typeof applications.downloadReferenceLetter> = {
  id: 'downloadReferenceLetter',
  method: 'GET',
  path: '/review/applications/{id}/references/{referenceId}/letter',
  body: null,
  answer: 'file',
};
export const downloadReviewFile: OperationRoute<typeof applications.downloadReviewFile> = {
  id: 'downloadReviewFile',
  method: 'GET',
  path: '/review/applications/{id}/files/{fileId}',
  body: null,
  answer: 'file',
};
export const exportReviewQueue: OperationRoute<typeof applications.exportReviewQueue> = {
  id: 'exportReviewQueue',
  method: 'GET',
  path: '/review/queue.csv',
  body: null,
  answer: 'file',
};
export const getApplicationThread: OperationRoute<typeof applications.getApplicationThread> = {
  id: 'getApplicationThread',
  method: 'GET',
  path: '/review/applications/{id}/messages',
  body: null,
  answer: 'json',
};
export const getMyApplication: OperationRoute<typeof applications.getMyApplication> = {
  id: 'getMyApplication',
  method: 'GET',
  path: '/applications/{id}',
  body: null,
  answer: 'json',
};
export const getMyThread: OperationRoute<typeof applications.getMyThread> = {
  id: 'getMyThread',
  method: 'GET',
  path: '/applications/{id}/messages',
  body: null,
  answer: 'json',
};
export const getProgram: OperationRoute<typeof applications.getProgram> = {
  id: 'getProgram',
  method: 'GET',
  path: '/programs/{id}',
  body: null,
  answer: 'json',
};
export const getProgramBySlug: OperationRoute<typeof applications.getProgramBySlug> = {
  id: 'getProgramBySlug',
  method: 'GET',
  path: '/programs/by-slug/{slug}',
  body: null,
  answer: 'json',
};
export const getReviewApplication: OperationRoute<typeof applications.getReviewApplication> = {
  id: 'getReviewApplication',
  method: 'GET',
  path: '/review/applications/{id}',
  body: null,
  answer: 'json',
};
export const listApplicationReferences: OperationRoute<typeof applications.listApplicationReferences> = {
  id: 'listApplicationReferences',
  method: 'GET',
  path: '/review/applications/{id}/references',
  body: null,
  answer: 'json',
};
export const listMessageInbox: OperationRoute<typeof applications.listMessageInbox> = {
  id: 'listMessageInbox',
  method: 'GET',
  path: '/review/messages',
  body: null,
  answer: 'json',
};
export const listMyApplications: OperationRoute<typeof applications.listMyApplications> = {
  id: 'listMyApplications',
  method: 'GET',
  path: '/applications/mine',
  body: null,
  answer: 'json',
};
export const listMyReferences: OperationRoute<typeof applications.listMyReferences> = {
  id: 'listMyReferences',
  method: 'GET',
  path: '/applications/{id}/references',
  body: null,
  answer: 'json',
};
export const listMyThreads: OperationRoute<typeof applications.listMyThreads> = {
  id: 'listMyThreads',
  method: 'GET',
  path: '/applications/mine/messages',
  body: null,
  answer: 'json',
};
export const listPrograms: OperationRoute<typeof applications.listPrograms> = {
  id: 'listPrograms',
  method: 'GET',
  path: '/programs',
  body: null,
  answer: 'json',
};
export const listReferenceRequests: OperationRoute<typeof applications.listReferenceRequests> = {
  id: 'listReferenceRequests',
  method: 'GET',
  path: '/review/references',
  body: null,
  answer: 'json',
};
export const listReviewers: OperationRoute<typeof applications.listReviewers> = {
  id: 'listReviewers',
  method: 'GET',
  path: '/review/reviewers',
  body: null,
  answer: 'json',
};
export const listReviewQueue: OperationRoute<typeof applications.listReviewQueue> = {
  id: 'listReviewQueue',
  method: 'GET',
  path: '/review/queue',
  body: null,
  answer: 'json',
};
export const markApplicationThreadRead: OperationRoute<typeof applications.markApplicationThreadRead> = {
  id: 'markApplicationThreadRead',
  method: 'PUT',
  path: '/review/applications/{id}/messages/read',
  body: null,
  answer: null,
};
export const markMyThreadRead: OperationRoute<typeof applications.markMyThreadRead> = {
  id: 'markMyThreadRead',
  method: 'PUT',
  path: '/applications/{id}/messages/read',
  body: null,
  answer: 'json',
};
export const messageApplicant: OperationRoute<typeof applications.messageApplicant> = {
  id: 'messageApplicant',
  method: 'POST',
  path: '/review/applications/{id}/messages',
  body: 'json',
  answer: 'json',
};
export const messageApplicants: OperationRoute<typeof applications.messageApplicants> = {
  id: 'messageApplicants',
  method: 'POST',
  path: '/review/messages',
  body: 'json',
  answer: 'json',
};
export const openReferenceLink: OperationRoute<typeof applications.openReferenceLink> = {
  id: 'openReferenceLink',
  method: 'GET',
  path: '/public/references/{token}',
  body: null,
  answer: 'json',
};
export const removeApplicationFile: OperationRoute<typeof applications.removeApplicationFile> = {
  id: 'removeApplicationFile',
  method: 'DELETE',
  path: '/applications/{id}/files/{fileId}',
  body: null,
  answer: null,
};
export const replyToThread: OperationRoute<typeof applications.replyToThread> = {
  id: 'replyToThread',
  method: 'POST',
  path: '/applications/{id}/messages',
  body: 'json',
  answer: 'json',
};
export const requestReference: OperationRoute<typeof applications.requestReference> = {
  id: 'requestReference',
  method: 'PUT',
  path: '/applications/{id}/references/{slot}',
  body: 'json',
  answer: 'json',
};
export const resendReference: OperationRoute<typeof applications.resendReference> = {
  id: 'resendReference',
  method: 'POST',
  path: '/applications/{id}/references/{slot}/resend',
  body: null,
  answer: 'json',
};
export const saveAnswers: OperationRoute<typeof applications.saveAnswers> = {
  id: 'saveAnswers',
  method: 'PATCH',
  path: '/applications/{id}/answers',
  body: 'json',
  answer: 'json',
};
export const startApplication: OperationRoute<typeof applications.startApplication> = {
  id: 'startApplication',
  method: 'POST',
  path: '/applications',
  body: 'json',
  answer: 'json',
};
export const submitApplication: OperationRoute<typeof applications.submitApplication> = {
  id: 'submitApplication',
  method: 'POST',
  path: '/applications/{id}/submit',
  body: null,
  answer: 'json',
};
export const submitReview: OperationRoute<typeof applications.submitReview> = {
  id: 'submitReview',
  method: 'PUT',
  path: '/review/applications/{id}/review',
  body: 'json',
  answer: 'json',
};
export const unassignReviewer: OperationRoute<typeof applications.unassignReviewer> = {
  id: 'unassignReviewer',
  method: 'DELETE',
  path: '/review/applications/{id}/reviewers/{uid}',
  body: null,
  answer: 'json',
};
export const updateProgram: OperationRoute<typeof applications.updateProgram> = {
  id: 'updateProgram',
  method: 'PUT',
  path: '/programs/{id}',
  body: 'json',
  answer: 'json',
};
export const uploadApplicationFile: OperationRoute<typeof applications.uploadApplicationFile> = {
  id: 'uploadApplicationFile',
  method: 'POST',
  path: '/applications/{id}/files',
  body: 'file',
  answer: 'json',
};
export const uploadReferenceLetter: OperationRoute<typeof applications.uploadReferenceLetter> = {
  id: 'uploadReferenceLetter',
  method: 'POST',
  path: '/public/references/{token}/file',
  body: 'file',
  answer: 'json',
};
export const withdrawApplication: OperationRoute<typeof applications.withdrawApplication> = {
  id: 'withdrawApplication',
  method: 'POST',
  path: '/applications/{id}/withdraw',
  body: 'json',
  answer: 'json',
};
export const writeReferenceLetter: OperationRoute<typeof applications.writeReferenceLetter> = {
  id: 'writeReferenceLetter',
  method: 'POST',
  path: '/public/references/{token}/letter',
  body: 'json',
  answer: 'json',
};
export const cancelMyRegistration: OperationRoute<typeof content.cancelMyRegistration> = {
  id: 'cancelMyRegistration',
  method: 'DELETE',
  path: '/public/events/{slug}/registration',
  body: null,
  answer: 'json',
};
export const cancelRegistrationByLink: OperationRoute<typeof content.cancelRegistrationByLink> = {
  id: 'cancelRegistrationByLink',
  method: 'POST',
  path: '/public/event-registrations/cancel',
  body: 'json',
  answer: 'json',
};
export const checkInRegistrant: OperationRoute<typeof content.checkInRegistrant> = {
  id: 'checkInRegistrant',
  method: 'PUT',
  path: '/content/events/{id}/registrants/{registrantId}/check-in',
  body: 'json',
  answer: 'json',
};
export const createCategory: OperationRoute<typeof content.createCategory> = {
  id: 'createCategory',
  method: 'POST',
  path: '/content/categories',
  body: 'json',
  answer: 'json',
};
export const createEvent: OperationRoute<typeof content.createEvent> = {
  id: 'createEvent',
  method: 'POST',
  path: '/content/events',
  body: 'json',
  answer: 'json',
};
export const createPost: OperationRoute<typeof content.createPost> = {
  id: 'createPost',
  method: 'POST',
  path: '/content/posts',
  body: 'json',
  answer: 'json',
};
export const deleteCategory: OperationRoute<typeof content.deleteCategory> = {
  id: 'deleteCategory',
  method: 'DELETE',
  path: '/content/categories/{id}',
  body: null,
  answer: null,
};
export const deleteEvent: OperationRoute<typeof content.deleteEvent> = {
  id: 'deleteEvent',
  method: 'DELETE',
  path: '/content/events/{id}',
  body: null,
  answer: null,
};
export const deleteEventTranslation: OperationRoute<typeof content.deleteEventTranslation> = {
  id: 'deleteEventTranslation',
  method: 'DELETE',
  path: '/content/events/{id}/translations/{locale}',
  body: null,
  answer: null,
};
export const deleteMedia: OperationRoute<typeof content.deleteMedia> = {
  id: 'deleteMedia',
  method: 'DELETE',
  path: '/content/media/{id}',
  body: null,
  answer: null,
};
export const deletePost: OperationRoute<typeof content.deletePost> = {
  id: 'deletePost',
  method: 'DELETE',
  path: '/content/posts/{id}',
  body: null,
  answer: null,
};
export const deletePostTranslation: OperationRoute<typeof content.deletePostTranslation> = {
  id: 'deletePostTranslation',
  method: 'DELETE',
  path: '/content/posts/{id}/translations/{locale}',
  body: null,
  answer: null,
};
export const deleteProgramPageTranslation: OperationRoute<typeof content.deleteProgramPageTranslation> = {
  id: 'deleteProgramPageTranslation',
  method: 'DELETE',
  path: '/content/program-pages/{programId}/translations/{locale}',
  body: null,
  answer: null,
};
export const downloadEventCalendar: OperationRoute<typeof content.downloadEventCalendar> = {
  id: 'downloadEventCalendar',
  method: 'GET',
  path: '/public/events/{slug}/calendar.ics',
  body: null,
  answer: 'file',
};
export const exportRegistrantsCsv: OperationRoute<typeof content.exportRegistrantsCsv> = {
  id: 'exportRegistrantsCsv',
  method: 'GET',
  path: '/content/events/{id}/registrants.csv',
  body: null,
  answer: 'file',
};
export const getContentOverview: OperationRoute<typeof content.getContentOverview> = {
  id: 'getContentOverview',
  method: 'GET',
  path: '/content/overview',
  body: null,
  answer: 'json',
};
export const getEditorEvent: OperationRoute<typeof content.getEditorEvent> = {
  id: 'getEditorEvent',
  method: 'GET',
  path: '/content/events/{id}',
  body: null,
  answer: 'json',
};
export const getEditorPost: OperationRoute<typeof content.getEditorPost> = {
  id: 'getEditorPost',
  method: 'GET',
  path: '/content/posts/{id}',
  body: null,
  answer: 'json',
};
export const getEventRegistration: OperationRoute<typeof content.getEventRegistration> = {
  id: 'getEventRegistration',
  method: 'GET',
  path: '/public/events/{slug}/registration',
  body: null,
  answer: 'json',
};
export const getEventTranslation: OperationRoute<typeof content.getEventTranslation> = {
  id: 'getEventTranslation',
  method: 'GET',
  path: '/content/events/{id}/translations/{locale}',
  body: null,
  answer: 'json',
};
export const getEventVersion: OperationRoute<typeof content.getEventVersion> = {
  id: 'getEventVersion',
  method: 'GET',
  path: '/content/events/{id}/versions/{version}',
  body: null,
  answer: 'json',
};
export const getPostTranslation: OperationRoute<typeof content.getPostTranslation> = {
  id: 'getPostTranslation',
  method: 'GET',
  path: '/content/posts/{id}/translations/{locale}',
  body: null,
  answer: 'json',
};
export const getPostVersion: OperationRoute<typeof content.getPostVersion> = {
  id: 'getPostVersion',
  method: 'GET',
  path: '/content/posts/{id}/versions/{version}',
  body: null,
  answer: 'json',
};
export const getProgramPage: OperationRoute<typeof content.getProgramPage> = {
  id: 'getProgramPage',
  method: 'GET',
  path: '/content/program-pages/{programId}',
  body: null,
  answer: 'json',
};
export const getProgramPageTranslation: OperationRoute<typeof content.getProgramPageTranslation> = {
  id: 'getProgramPageTranslation',
  method: 'GET',
  path: '/content/program-pages/{programId}/translations/{locale}',
  body: null,
  answer: 'json',
};
export const getProgramPageVersion: OperationRoute<typeof content.getProgramPageVersion> = {
  id: 'getProgramPageVersion',
  method: 'GET',
  path: '/content/program-pages/{programId}/versions/{version}',
  body: null,
  answer: 'json',
};
export const getRegistrationSettings: OperationRoute<typeof content.getRegistrationSettings> = {
  id: 'getRegistrationSettings',
  method: 'GET',
  path: '/content/events/{id}/registration',
  body: null,
  answer: 'json',
};
export const getSubmission: OperationRoute<typeof content.getSubmission> = {
  id: 'getSubmission',
  method: 'GET',
  path: '/content/submissions/{id}',
  body: null,
  answer: 'json',
};
export const listCategories: OperationRoute<typeof content.listCategories> = {
  id: 'listCategories',
  method: 'GET',
  path: '/content/categories',
  body: null,
  answer: 'json',
};
export const listEditorEvents: OperationRoute<typeof content.listEditorEvents> = {
  id: 'listEditorEvents',
  method: 'GET',
  path: '/content/events',
  body: null,
  answer: 'json',
};
export const listEditorPosts: OperationRoute<typeof content.listEditorPosts> = {
  id: 'listEditorPosts',
  method: 'GET',
  path: '/content/posts',
  body: null,
  answer: 'json',
};
export const listEventVersions: OperationRoute<typeof content.listEventVersions> = {
  id: 'listEventVersions',
  method: 'GET',
  path: '/content/events/{id}/versions',
  body: null,
  answer: 'json',
};
export const listMedia: OperationRoute<typeof content.listMedia> = {
  id: 'listMedia',
  method: 'GET',
  path: '/content/media',
  body: null,
  answer: 'json',
};
export const listPostVersions: OperationRoute<typeof content.listPostVersions> = {
  id: 'listPostVersions',
  method: 'GET',
  path: '/content/posts/{id}/versions',
  body: null,
  answer: 'json',
};
export const listProgramPages: OperationRoute<typeof content.listProgramPages> = {
  id: 'listProgramPages',
  method: 'GET',
  path: '/content/program-pages',
  body: null,
  answer: 'json',
};
export const listProgramPageVersions: OperationRoute<typeof content.listProgramPageVersions> = {
  id: 'listProgramPageVersions',
  method: 'GET',
  path: '/content/program-pages/{programId}/versions',
  body: null,
  answer: 'json',
};
export const listRegistrants: OperationRoute<typeof content.listRegistrants> = {
  id: 'listRegistrants',
  method: 'GET',
  path: '/content/events/{id}/registrants',
  body: null,
  answer: 'json',
};
export const listRegistrationEvents: OperationRoute<typeof content.listRegistrationEvents> = {
  id: 'listRegistrationEvents',
  method: 'GET',
  path: '/event-registrations/events',
  body: null,
  answer: 'json',
};
export const listSubmissions: OperationRoute<typeof content.listSubmissions> = {
  id: 'listSubmissions',
  method: 'GET',
  path: '/content/submissions',
  body: null,
  answer: 'json',
};
export const moveCategoryPosts: OperationRoute<typeof content.moveCategoryPosts> = {
  id: 'moveCategoryPosts',
  method: 'POST',
  path: '/content/categories/{id}/move-posts',
  body: 'json',
  answer: 'json',
};
export const registerForEvent: OperationRoute<typeof content.registerForEvent> = {
  id: 'registerForEvent',
  method: 'POST',
  path: '/public/events/{slug}/registration',
  body: 'json',
  answer: 'json',
};
export const renameCategory: OperationRoute<typeof content.renameCategory> = {
  id: 'renameCategory',
  method: 'PUT',
  path: '/content/categories/{id}',
  body: 'json',
  answer: 'json',
};
export const reorderCategories: OperationRoute<typeof content.reorderCategories> = {
  id: 'reorderCategories',
  method: 'PUT',
  path: '/content/categories-order',
  body: 'json',
  answer: 'json',
};
export const restoreEventVersion: OperationRoute<typeof content.restoreEventVersion> = {
  id: 'restoreEventVersion',
  method: 'POST',
  path: '/content/events/{id}/versions/{version}/restore',
  body: null,
  answer: 'json',
};
export const restorePostVersion: OperationRoute<typeof content.restorePostVersion> = {
  id: 'restorePostVersion',
  method: 'POST',
  path: '/content/posts/{id}/versions/{version}/restore',
  body: null,
  answer: 'json',
};
export const restoreProgramPageVersion: OperationRoute<typeof content.restoreProgramPageVersion> = {
  id: 'restoreProgramPageVersion',
  method: 'POST',
  path: '/content/program-pages/{programId}/versions/{version}/restore',
  body: null,
  answer: 'json',
};
export const returnSubmission: OperationRoute<typeof content.returnSubmission> = {
  id: 'returnSubmission',
  method: 'POST',
  path: '/content/submissions/{id}/return',
  body: 'json',
  answer: 'json',
};
export const saveEventTranslation: OperationRoute<typeof content.saveEventTranslation> = {
  id: 'saveEventTranslation',
  method: 'PUT',
  path: '/content/events/{id}/translations/{locale}',
  body: 'json',
  answer: 'json',
};
export const savePostTranslation: OperationRoute<typeof content.savePostTranslation> = {
  id: 'savePostTranslation',
  method: 'PUT',
  path: '/content/posts/{id}/translations/{locale}',
  body: 'json',
  answer: 'json',
};
export const saveProgramPageTranslation: OperationRoute<typeof content.saveProgramPageTranslation> = {
  id: 'saveProgramPageTranslation',
  method: 'PUT',
  path: '/content/program-pages/{programId}/translations/{locale}',
  body: 'json',
  answer: 'json',
};
export const saveRegistrationSettings: OperationRoute<typeof content.saveRegistrationSettings> = {
  id: 'saveRegistrationSettings',
  method: 'PUT',
  path: '/content/events/{id}/registration',
  body: 'json',
  answer: 'json',
};
export const setMediaAlt: OperationRoute<typeof content.setMediaAlt> = {
  id: 'setMediaAlt',
  method: 'PUT',
  path: '/content/media/{id}',
  body: 'json',
  answer: 'json',
};
export const setPostStatus: OperationRoute<typeof content.setPostStatus> = {
  id: 'setPostStatus',
  method: 'POST',
  path: '/content/posts/{id}/status',
  body: 'json',
  answer: 'json',
};
export const streamContentChanges: OperationRoute<typeof content.streamContentChanges> = {
  id: 'streamContentChanges',
  method: 'GET',
  path: '/content/live',
  body: null,
  answer: 'stream',
};
export const takeOnSubmission: OperationRoute<typeof content.takeOnSubmission> = {
  id: 'takeOnSubmission',
  method: 'POST',
  path: '/content/submissions/{id}/take-on',
  body: null,
  answer: 'json',
};
export const updateEvent: OperationRoute<typeof content.updateEvent> = {
  id: 'updateEvent',
  method: 'PUT',
  path: '/content/events/{id}',
  body: 'json',
  answer: 'json',
};
export const updatePost: OperationRoute<typeof content.updatePost> = {
  id: 'updatePost',
  method: 'PUT',
  path: '/content/posts/{id}',
  body: 'json',
  answer: 'json',
};
export const updateProgramPage: OperationRoute<typeof content.updateProgramPage> = {
  id: 'updateProgramPage',
  method: 'PUT',
  path: '/content/program-pages/{programId}',
  body: 'json',
  answer: 'json',
};
export const uploadMedia: OperationRoute<typeof content.uploadMedia> = {
  id: 'uploadMedia',
  method: 'POST',
  path: '/content/media',
  body: 'file',
  answer: 'json',
};
export const acceptMentorRequest: OperationRoute<typeof learning.acceptMentorRequest> = {
  id: 'acceptMentorRequest',
  method: 'POST',
  path: '/mentoring/requests/{id}/accept',
  body: null,
  answer: 'json',
};
export const addCheckin: OperationRoute<typeof learning.addCheckin> = {
  id: 'addCheckin',
  method: 'POST',
  path: '/mentorships/{id}/checkins',
  body: 'json',
  answer: 'json',
};
export const addMembers: OperationRoute<typeof learning.addMembers> = {
  id: 'addMembers',
  method: 'POST',
  path: '/cohorts/{id}/members',
  body: 'json',
  answer: 'json',
};
export const addMentorTask: OperationRoute<typeof learning.addMentorTask> = {
  id: 'addMentorTask',
  method: 'POST',
  path: '/mentorships/{id}/tasks',
  body: 'json',
  answer: 'json',
};
export const askMentor: OperationRoute<typeof learning.askMentor> = {
  id: 'askMentor',
  method: 'POST',
  path: '/mentoring/requests',
  body: 'json',
  answer: 'json',
};
export const closeMentorRequest: OperationRoute<typeof learning.closeMentorRequest> = {
  id: 'closeMentorRequest',
  method: 'POST',
  path: '/mentoring/requests/{id}/close',
  body: null,
  answer: 'json',
};
export const cohortCandidates: OperationRoute<typeof learning.cohortCandidates> = {
  id: 'cohortCandidates',
  method: 'GET',
  path: '/cohorts/{id}/candidates',
  body: null,
  answer: 'json',
};
export const completeMember: OperationRoute<typeof learning.completeMember> = {
  id: 'completeMember',
  method: 'POST',
  path: '/cohorts/{id}/members/{uid}/complete',
  body: 'json',
  answer: 'json',
};
export const copyCohortContent: OperationRoute<typeof learning.copyCohortContent> = {
  id: 'copyCohortContent',
  method: 'POST',
  path: '/cohorts/{id}/copy',
  body: 'json',
  answer: 'json',
};
export const createAnnouncement: OperationRoute<typeof learning.createAnnouncement> = {
  id: 'createAnnouncement',
  method: 'POST',
  path: '/cohorts/{id}/announcements',
  body: 'json',
  answer: 'json',
};
export const createAssignment: OperationRoute<typeof learning.createAssignment> = {
  id: 'createAssignment',
  method: 'POST',
  path: '/cohorts/{id}/assignments',
  body: 'json',
  answer: 'json',
};
export const createCohort: OperationRoute<typeof learning.createCohort> = {
  id: 'createCohort',
  method: 'POST',
  path: '/programs/{id}/cohorts',
  body: 'json',
  answer: 'json',
};
export const createModule: OperationRoute<typeof learning.createModule> = {
  id: 'createModule',
  method: 'POST',
  path: '/cohorts/{id}/modules',
  body: 'json',
  answer: 'json',
};
export const declineMentorRequest: OperationRoute<typeof learning.declineMentorRequest> = {
  id: 'declineMentorRequest',
  method: 'POST',
  path: '/mentoring/requests/{id}/decline',
  body: 'json',
  answer: 'json',
};
export const deleteAnnouncement: OperationRoute<typeof learning.deleteAnnouncement> = {
  id: 'deleteAnnouncement',
  method: 'DELETE',
  path: '/announcements/{id}',
  body: null,
  answer: null,
};
export const deleteAssignment: OperationRoute<typeof learning.deleteAssignment> = {
  id: 'deleteAssignment',
  method: 'DELETE',
  path: '/assignments/{id}',
  body: null,
  answer: null,
};
export const deleteModule: OperationRoute<typeof learning.deleteModule> = {
  id: 'deleteModule',
  method: 'DELETE',
  path: '/modules/{id}',
  body: null,
  answer: null,
};
export const downloadModuleFile: OperationRoute<typeof learning.downloadModuleFile> = {
  id: 'downloadModuleFile',
  method: 'GET',
  path: '/modules/{id}/files/{fileId}',
  body: null,
  answer: 'file',
};
export const downloadOwnFile: OperationRoute<typeof learning.downloadOwnFile> = {
  id: 'downloadOwnFile',
  method: 'GET',
  path: '/student/assignments/{id}/files/{fileId}',
  body: null,
  answer: 'file',
};
export const downloadStudentCalendar: OperationRoute<typeof learning.downloadStudentCalendar> = {
  id: 'downloadStudentCalendar',
  method: 'GET',
  path: '/student/calendar.ics',
  body: null,
  answer: 'file',
};
export const downloadStudentModuleFile: OperationRoute<typeof learning.downloadStudentModuleFile> = {
  id: 'downloadStudentModuleFile',
  method: 'GET',
  path: '/student/modules/{id}/files/{fileId}',
  body: null,
  answer: 'file',
};
export const downloadSubmissionFile: OperationRoute<typeof learning.downloadSubmissionFile> = {
  id: 'downloadSubmissionFile',
  method: 'GET',
  path: '/grading/{id}/files/{fileId}',
  body: null,
  answer: 'file',
};
export const endMentorship: OperationRoute<typeof learning.endMentorship> = {
  id: 'endMentorship',
  method: 'POST',
  path: '/mentorships/{id}/end',
  body: 'json',
  answer: 'json',
};
export const endMentorshipAsStaff: OperationRoute<typeof learning.endMentorshipAsStaff> = {
  id: 'endMentorshipAsStaff',
  method: 'POST',
  path: '/mentoring/mentorships/{id}/end',
  body: 'json',
  answer: 'json',
};
export const getCohort: OperationRoute<typeof learning.getCohort> = {
  id: 'getCohort',
  method: 'GET',
  path: '/cohorts/{id}',
  body: null,
  answer: 'json',
};
export const getMentorAsking: OperationRoute<typeof learning.getMentorAsking> = {
  id: 'getMentorAsking',
  method: 'GET',
  path: '/mentoring/asking',
  body: null,
  answer: 'json',
};
export const getMentorship: OperationRoute<typeof learning.getMentorship> = {
  id: 'getMentorship',
  method: 'GET',
  path: '/mentorships/{id}',
  body: null,
  answer: 'json',
};
export const getMentorshipAsStaff: OperationRoute<typeof learning.getMentorshipAsStaff> = {
  id: 'getMentorshipAsStaff',
  method: 'GET',
  path: '/mentoring/mentorships/{id}',
  body: null,
  answer: 'json',
};
export const getMyMentorship: OperationRoute<typeof learning.getMyMentorship> = {
  id: 'getMyMentorship',
  method: 'GET',
  path: '/mentoring/mine',
  body: null,
  answer: 'json',
};
export const getStaffSubmission: OperationRoute<typeof learning.getStaffSubmission> = {
  id: 'getStaffSubmission',
  method: 'GET',
  path: '/grading/{id}',
  body: null,
  answer: 'json',
};
export const getStudentAssignment: OperationRoute<typeof learning.getStudentAssignment> = {
  id: 'getStudentAssignment',
  method: 'GET',
  path: '/student/assignments/{id}',
  body: null,
  answer: 'json',
};
export const getStudentCalendar: OperationRoute<typeof learning.getStudentCalendar> = {
  id: 'getStudentCalendar',
  method: 'GET',
  path: '/student/calendar',
  body: null,
  answer: 'json',
};
export const getStudentOverview: OperationRoute<typeof learning.getStudentOverview> = {
  id: 'getStudentOverview',
  method: 'GET',
  path: '/student/overview',
  body: null,
  answer: 'json',
};
export const gradeSubmission: OperationRoute<typeof learning.gradeSubmission> = {
  id: 'gradeSubmission',
  method: 'POST',
  path: '/grading/{id}/grade',
  body: 'json',
  answer: 'json',
};
export const handIn: OperationRoute<typeof learning.handIn> = {
  id: 'handIn',
  method: 'POST',
  path: '/student/assignments/{id}/submission',
  body: 'json',
  answer: 'json',
};
export const listAllMentorRequests: OperationRoute<typeof learning.listAllMentorRequests> = {
  id: 'listAllMentorRequests',
  method: 'GET',
  path: '/mentoring/requests/all',
  body: null,
  answer: 'json',
};
export const listCohortAnnouncements: OperationRoute<typeof learning.listCohortAnnouncements> = {
  id: 'listCohortAnnouncements',
  method: 'GET',
  path: '/cohorts/{id}/announcements',
  body: null,
  answer: 'json',
};
export const listCohortAssignments: OperationRoute<typeof learning.listCohortAssignments> = {
  id: 'listCohortAssignments',
  method: 'GET',
  path: '/cohorts/{id}/assignments',
  body: null,
  answer: 'json',
};
export const listCohorts: OperationRoute<typeof learning.listCohorts> = {
  id: 'listCohorts',
  method: 'GET',
  path: '/cohorts',
  body: null,
  answer: 'json',
};
export const listGradingQueue: OperationRoute<typeof learning.listGradingQueue> = {
  id: 'listGradingQueue',
  method: 'GET',
  path: '/grading',
  body: null,
  answer: 'json',
};
export const listMembers: OperationRoute<typeof learning.listMembers> = {
  id: 'listMembers',
  method: 'GET',
  path: '/cohorts/{id}/members',
  body: null,
  answer: 'json',
};
export const listMentees: OperationRoute<typeof learning.listMentees> = {
  id: 'listMentees',
  method: 'GET',
  path: '/mentoring/mentees',
  body: null,
  answer: 'json',
};
export const listMentorCandidates: OperationRoute<typeof learning.listMentorCandidates> = {
  id: 'listMentorCandidates',
  method: 'GET',
  path: '/mentors',
  body: null,
  answer: 'json',
};
export const listMentorMessages: OperationRoute<typeof learning.listMentorMessages> = {
  id: 'listMentorMessages',
  method: 'GET',
  path: '/mentorships/{id}/messages',
  body: null,
  answer: 'json',
};
export const listMentorRequestsToMe: OperationRoute<typeof learning.listMentorRequestsToMe> = {
  id: 'listMentorRequestsToMe',
  method: 'GET',
  path: '/mentoring/requests/to-me',
  body: null,
  answer: 'json',
};
export const listModules: OperationRoute<typeof learning.listModules> = {
  id: 'listModules',
  method: 'GET',
  path: '/cohorts/{id}/modules',
  body: null,
  answer: 'json',
};
export const listMyMentorRequests: OperationRoute<typeof learning.listMyMentorRequests> = {
  id: 'listMyMentorRequests',
  method: 'GET',
  path: '/mentoring/requests',
  body: null,
  answer: 'json',
};
export const listOfferedMentors: OperationRoute<typeof learning.listOfferedMentors> = {
  id: 'listOfferedMentors',
  method: 'GET',
  path: '/mentoring/mentors',
  body: null,
  answer: 'json',
};
export const listStudentAnnouncements: OperationRoute<typeof learning.listStudentAnnouncements> = {
  id: 'listStudentAnnouncements',
  method: 'GET',
  path: '/student/announcements',
  body: null,
  answer: 'json',
};
export const listStudentAssignments: OperationRoute<typeof learning.listStudentAssignments> = {
  id: 'listStudentAssignments',
  method: 'GET',
  path: '/student/assignments',
  body: null,
  answer: 'json',
};
export const listStudentModules: OperationRoute<typeof learning.listStudentModules> = {
  id: 'listStudentModules',
  method: 'GET',
  path: '/student/modules',
  body: null,
  answer: 'json',
};
export const markAnnouncementRead: OperationRoute<typeof learning.markAnnouncementRead> = {
  id: 'markAnnouncementRead',
  method: 'PUT',
  path: '/student/announcements/{id}/read',
  body: null,
  answer: 'json',
};
export const pairMentor: OperationRoute<typeof learning.pairMentor> = {
  id: 'pairMentor',
  method: 'PUT',
  path: '/cohorts/{id}/members/{uid}/mentor',
  body: 'json',
  answer: 'json',
};
export const removeMentorTask: OperationRoute<typeof learning.removeMentorTask> = {
  id: 'removeMentorTask',
  method: 'DELETE',
  path: '/mentorships/{id}/tasks/{taskId}',
  body: null,
  answer: null,
};
export const removeModuleFile: OperationRoute<typeof learning.removeModuleFile> = {
  id: 'removeModuleFile',
  method: 'DELETE',
  path: '/modules/{id}/files/{fileId}',
  body: null,
  answer: null,
};
export const removeSubmissionFile: OperationRoute<typeof learning.removeSubmissionFile> = {
  id: 'removeSubmissionFile',
  method: 'DELETE',
  path: '/student/assignments/{id}/files/{fileId}',
  body: null,
  answer: null,
};
export const reorderModules: OperationRoute<typeof learning.reorderModules> = {
  id: 'reorderModules',
  method: 'PUT',
  path: '/cohorts/{id}/module-order',
  body: 'json',
  answer: 'json',
};
export const returnWork: OperationRoute<typeof learning.returnWork> = {
  id: 'returnWork',
  method: 'POST',
  path: '/grading/{id}/return',
  body: 'json',
  answer: 'json',
};
export const sendMentorMessage: OperationRoute<typeof learning.sendMentorMessage> = {
  id: 'sendMentorMessage',
  method: 'POST',
  path: '/mentorships/{id}/messages',
  body: 'json',
  answer: 'json',
};
export const setEarlierWork: OperationRoute<typeof learning.setEarlierWork> = {
  id: 'setEarlierWork',
  method: 'PUT',
  path: '/cohorts/{id}/members/{uid}/earlier-work',
  body: 'json',
  answer: 'json',
};
export const setMentorTaskDone: OperationRoute<typeof learning.setMentorTaskDone> = {
  id: 'setMentorTaskDone',
  method: 'PUT',
  path: '/mentorships/{id}/tasks/{taskId}',
  body: 'json',
  answer: 'json',
};
export const setModuleDone: OperationRoute<typeof learning.setModuleDone> = {
  id: 'setModuleDone',
  method: 'PUT',
  path: '/student/modules/{id}/done',
  body: 'json',
  answer: 'json',
};
export const unpairMentor: OperationRoute<typeof learning.unpairMentor> = {
  id: 'unpairMentor',
  method: 'DELETE',
  path: '/cohorts/{id}/members/{uid}/mentor',
  body: null,
  answer: 'json',
};
export const updateAnnouncement: OperationRoute<typeof learning.updateAnnouncement> = {
  id: 'updateAnnouncement',
  method: 'PUT',
  path: '/announcements/{id}',
  body: 'json',
  answer: 'json',
};
export const updateAssignment: OperationRoute<typeof learning.updateAssignment> = {
  id: 'updateAssignment',
  method: 'PUT',
  path: '/assignments/{id}',
  body: 'json',
  answer: 'json',
};
export const updateCohort: OperationRoute<typeof learning.updateCohort> = {
  id: 'updateCohort',
  method: 'PUT',
  path: '/cohorts/{id}',
  body: 'json',
  answer: 'json',
};
export const updateModule: OperationRoute<typeof learning.updateModule> = {
  id: 'updateModule',
  method: 'PUT',
  path: '/modules/{id}',
  body: 'json',
  answer: 'json',
};
export const uploadModuleFile: OperationRoute<typeof learning.uploadModuleFile> = {
  id: 'uploadModuleFile',
  method: 'POST',
  path: '/modules/{id}/files',
  body: 'file',
  answer: 'json',
};
export const uploadSubmissionFile: OperationRoute<typeof learning.uploadSubmissionFile> = {
  id: 'uploadSubmissionFile',
  method: 'POST',
  path: '/student/assignments/{id}/files',
  body: 'file',
  answer: 'json',
};
export const withdrawMentorRequest: OperationRoute<typeof learning.withdrawMentorRequest> = {
  id: 'withdrawMentorRequest',
  method: 'POST',
  path: '/mentoring/requests/{id}/withdraw',
  body: null,
  answer: 'json',
};
export const addFollowUpNote: OperationRoute<typeof people.addFollowUpNote> = {
  id: 'addFollowUpNote',
  method: 'POST',
  path: '/follow-ups/{id}/notes',
  body: 'json',
  answer: 'json',
};
export const answerFollowUp: OperationRoute<typeof people.answerFollowUp> = {
  id: 'answerFollowUp',
  method: 'POST',
  path: '/public/follow-ups/{token}/answers',
  body: 'json',
  answer: 'json',
};
export const assignRole: OperationRoute<typeof people.assignRole> = {
  id: 'assignRole',
  method: 'POST',
  path: '/users/{uid}/role',
  body: 'json',
  answer: 'json',
};
export const checkEmailLink: OperationRoute<typeof people.checkEmailLink> = {
  id: 'checkEmailLink',
  method: 'GET',
  path: '/public/email/unsubscribe',
  body: null,
  answer: 'json',
};
export const countFollowUps: OperationRoute<typeof people.countFollowUps> = {
  id: 'countFollowUps',
  method: 'GET',
  path: '/follow-ups/counts',
  body: null,
  answer: 'json',
};
export const createInvitation: OperationRoute<typeof people.createInvitation> = {
  id: 'createInvitation',
  method: 'POST',
  path: '/admin/invitations',
  body: 'json',
  answer: 'json',
};
export const createOwnProfile: OperationRoute<typeof people.createOwnProfile> = {
  id: 'createOwnProfile',
  method: 'POST',
  path: '/users/me',
  body: 'json',
  answer: 'json',
};
export const deleteMyAccount: OperationRoute<typeof people.deleteMyAccount> = {
  id: 'deleteMyAccount',
  method: 'DELETE',
  path: '/users/me',
  body: 'json',
  answer: null,
};
export const exportAuditLogs: OperationRoute<typeof people.exportAuditLogs> = {
  id: 'exportAuditLogs',
  method: 'GET',
  path: '/audit-logs.csv',
  body: null,
  answer: 'file',
};
export const exportMyData: OperationRoute<typeof people.exportMyData> = {
  id: 'exportMyData',
  method: 'GET',
  path: '/users/me/export',
  body: null,
  answer: 'file',
};
export const followRoleChanges: OperationRoute<typeof people.followRoleChanges> = {
  id: 'followRoleChanges',
  method: 'GET',
  path: '/users/me/live',
  body: null,
  answer: 'stream',
};
export const getDashboardFigures: OperationRoute<typeof people.getDashboardFigures> = {
  id: 'getDashboardFigures',
  method: 'GET',
  path: '/admin/dashboard',
  body: null,
  answer: 'json',
};
export const getEmailPreferences: OperationRoute<typeof people.getEmailPreferences> = {
  id: 'getEmailPreferences',
  method: 'GET',
  path: '/users/me/preferences',
  body: null,
  answer: 'json',
};
export const getFollowUp: OperationRoute<typeof people.getFollowUp> = {
  id: 'getFollowUp',
  method: 'GET',
  path: '/follow-ups/{id}',
  body: null,
  answer: 'json',
};
export const getMyLanguage: OperationRoute<typeof people.getMyLanguage> = {
  id: 'getMyLanguage',
  method: 'GET',
  path: '/users/me/language',
  body: null,
  answer: 'json',
};
export const getOwnProfile: OperationRoute<typeof people.getOwnProfile> = {
  id: 'getOwnProfile',
  method: 'GET',
  path: '/users/me',
  body: null,
  answer: 'json',
};
export const getPerson: OperationRoute<typeof people.getPerson> = {
  id: 'getPerson',
  method: 'GET',
  path: '/admin/people/{uid}',
  body: null,
  answer: 'json',
};
export const getProfile: OperationRoute<typeof people.getProfile> = {
  id: 'getProfile',
  method: 'GET',
  path: '/users/{uid}',
  body: null,
  answer: 'json',
};
export const getSiteSettings: OperationRoute<typeof people.getSiteSettings> = {
  id: 'getSiteSettings',
  method: 'GET',
  path: '/admin/settings',
  body: null,
  answer: 'json',
};
export const listAuditLogs: OperationRoute<typeof people.listAuditLogs> = {
  id: 'listAuditLogs',
  method: 'GET',
  path: '/audit-logs',
  body: null,
  answer: 'json',
};
export const listFollowUpOwners: OperationRoute<typeof people.listFollowUpOwners> = {
  id: 'listFollowUpOwners',
  method: 'GET',
  path: '/follow-ups/owners',
  body: null,
  answer: 'json',
};
export const listFollowUps: OperationRoute<typeof people.listFollowUps> = {
  id: 'listFollowUps',
  method: 'GET',
  path: '/follow-ups',
  body: null,
  answer: 'json',
};
export const listInvitations: OperationRoute<typeof people.listInvitations> = {
  id: 'listInvitations',
  method: 'GET',
  path: '/admin/invitations',
  body: null,
  answer: 'json',
};
export const listMessages: OperationRoute<typeof people.listMessages> = {
  id: 'listMessages',
  method: 'GET',
  path: '/messages',
  body: null,
  answer: 'json',
};
export const listNotices: OperationRoute<typeof people.listNotices> = {
  id: 'listNotices',
  method: 'GET',
  path: '/notices',
  body: null,
  answer: 'json',
};
export const listOutbox: OperationRoute<typeof people.listOutbox> = {
  id: 'listOutbox',
  method: 'GET',
  path: '/outbox',
  body: null,
  answer: 'json',
};
export const listReleases: OperationRoute<typeof people.listReleases> = {
  id: 'listReleases',
  method: 'GET',
  path: '/admin/releases',
  body: null,
  answer: 'json',
};
export const listTeamReleases: OperationRoute<typeof people.listTeamReleases> = {
  id: 'listTeamReleases',
  method: 'GET',
  path: '/releases/{project}',
  body: null,
  answer: 'json',
};
export const listUsers: OperationRoute<typeof people.listUsers> = {
  id: 'listUsers',
  method: 'GET',
  path: '/users',
  body: null,
  answer: 'json',
};
export const markNoticeRead: OperationRoute<typeof people.markNoticeRead> = {
  id: 'markNoticeRead',
  method: 'POST',
  path: '/notices/{id}/read',
  body: null,
  answer: null,
};
export const openFollowUpLink: OperationRoute<typeof people.openFollowUpLink> = {
  id: 'openFollowUpLink',
  method: 'GET',
  path: '/public/follow-ups/{token}',
  body: null,
  answer: 'json',
};
export const promoteTeamRelease: OperationRoute<typeof people.promoteTeamRelease> = {
  id: 'promoteTeamRelease',
  method: 'POST',
  path: '/releases/{project}/promote',
  body: 'json',
  answer: 'json',
};
export const publishTeamRelease: OperationRoute<typeof people.publishTeamRelease> = {
  id: 'publishTeamRelease',
  method: 'POST',
  path: '/releases/{project}',
  body: 'file',
  answer: 'json',
};
export const recordGuardDenial: OperationRoute<typeof people.recordGuardDenial> = {
  id: 'recordGuardDenial',
  method: 'POST',
  path: '/audit-logs/permission-checks',
  body: 'json',
  answer: null,
};
export const replyToFollowUp: OperationRoute<typeof people.replyToFollowUp> = {
  id: 'replyToFollowUp',
  method: 'POST',
  path: '/follow-ups/{id}/replies',
  body: 'json',
  answer: 'json',
};
export const restoreAccount: OperationRoute<typeof people.restoreAccount> = {
  id: 'restoreAccount',
  method: 'DELETE',
  path: '/admin/people/{uid}/suspension',
  body: null,
  answer: 'json',
};
export const revokeInvitation: OperationRoute<typeof people.revokeInvitation> = {
  id: 'revokeInvitation',
  method: 'DELETE',
  path: '/admin/invitations/{id}',
  body: null,
  answer: 'json',
};
export const rollBackReleaseAsAdmin: OperationRoute<typeof people.rollBackReleaseAsAdmin> = {
  id: 'rollBackReleaseAsAdmin',
  method: 'POST',
  path: '/admin/releases/{project}/rollback',
  body: 'json',
  answer: 'json',
};
export const rollBackTeamRelease: OperationRoute<typeof people.rollBackTeamRelease> = {
  id: 'rollBackTeamRelease',
  method: 'POST',
  path: '/releases/{project}/rollback',
  body: null,
  answer: 'json',
};
export const sendVerification: OperationRoute<typeof people.sendVerification> = {
  id: 'sendVerification',
  method: 'POST',
  path: '/admin/people/{uid}/verification-email',
  body: null,
  answer: 'json',
};
export const setEmailPreferences: OperationRoute<typeof people.setEmailPreferences> = {
  id: 'setEmailPreferences',
  method: 'PUT',
  path: '/users/me/preferences',
  body: 'json',
  answer: 'json',
};
export const setMyLanguage: OperationRoute<typeof people.setMyLanguage> = {
  id: 'setMyLanguage',
  method: 'PUT',
  path: '/users/me/language',
  body: 'json',
  answer: 'json',
};
export const suspendAccount: OperationRoute<typeof people.suspendAccount> = {
  id: 'suspendAccount',
  method: 'POST',
  path: '/admin/people/{uid}/suspension',
  body: 'json',
  answer: 'json',
};
export const unsubscribeByLink: OperationRoute<typeof people.unsubscribeByLink> = {
  id: 'unsubscribeByLink',
  method: 'POST',
  path: '/public/email/unsubscribe',
  body: null,
  answer: null,
};
export const updateFollowUp: OperationRoute<typeof people.updateFollowUp> = {
  id: 'updateFollowUp',
  method: 'PATCH',
  path: '/follow-ups/{id}',
  body: 'json',
  answer: 'json',
};
export const updateOwnProfile: OperationRoute<typeof people.updateOwnProfile> = {
  id: 'updateOwnProfile',
  method: 'PATCH',
  path: '/users/me',
  body: 'json',
  answer: 'json',
};
export const updateProfile: OperationRoute<typeof people.updateProfile> = {
  id: 'updateProfile',
  method: 'PATCH',
  path: '/users/{uid}',
  body: 'json',
  answer: 'json',
};
export const updateSiteSettings: OperationRoute<typeof people.updateSiteSettings> = {
  id: 'updateSiteSettings',
  method: 'PUT',
  path: '/admin/settings',
  body: 'json',
  answer: 'json',
};
export const changeLinkMonthlyGift: OperationRoute<typeof site.changeLinkMonthlyGift> = {
  id: 'changeLinkMonthlyGift',
  method: 'PUT',
  path: '/public/giving/{token}/monthly/{id}',
  body: 'json',
  answer: 'json',
};
export const changeMyMonthlyGift: OperationRoute<typeof site.changeMyMonthlyGift> = {
  id: 'changeMyMonthlyGift',
  method: 'PUT',
  path: '/users/me/giving/monthly/{id}',
  body: 'json',
  answer: 'json',
};
export const confirmSubscription: OperationRoute<typeof site.confirmSubscription> = {
  id: 'confirmSubscription',
  method: 'POST',
  path: '/public/newsletter/confirm',
  body: 'json',
  answer: 'json',
};
export const downloadDonorReceipt: OperationRoute<typeof site.downloadDonorReceipt> = {
  id: 'downloadDonorReceipt',
  method: 'GET',
  path: '/donors/giving/receipt',
  body: null,
  answer: 'file',
};
export const downloadLinkReceipt: OperationRoute<typeof site.downloadLinkReceipt> = {
  id: 'downloadLinkReceipt',
  method: 'GET',
  path: '/public/giving/{token}/receipt',
  body: null,
  answer: 'file',
};
export const downloadMyReceipt: OperationRoute<typeof site.downloadMyReceipt> = {
  id: 'downloadMyReceipt',
  method: 'GET',
  path: '/users/me/giving/receipt',
  body: null,
  answer: 'file',
};
export const exportDonationsCsv: OperationRoute<typeof site.exportDonationsCsv> = {
  id: 'exportDonationsCsv',
  method: 'GET',
  path: '/donations.csv',
  body: null,
  answer: 'file',
};
export const exportPledgesCsv: OperationRoute<typeof site.exportPledgesCsv> = {
  id: 'exportPledgesCsv',
  method: 'GET',
  path: '/pledges.csv',
  body: null,
  answer: 'file',
};
export const exportSubscribersCsv: OperationRoute<typeof site.exportSubscribersCsv> = {
  id: 'exportSubscribersCsv',
  method: 'GET',
  path: '/newsletter/subscribers.csv',
  body: null,
  answer: 'file',
};
export const findRedirect: OperationRoute<typeof site.findRedirect> = {
  id: 'findRedirect',
  method: 'GET',
  path: '/public/redirect',
  body: null,
  answer: 'json',
};
export const getDonationConfig: OperationRoute<typeof site.getDonationConfig> = {
  id: 'getDonationConfig',
  method: 'GET',
  path: '/public/donations/config',
  body: null,
  answer: 'json',
};
export const getDonorGiving: OperationRoute<typeof site.getDonorGiving> = {
  id: 'getDonorGiving',
  method: 'GET',
  path: '/donors/giving',
  body: null,
  answer: 'json',
};
export const getMediaVariant: OperationRoute<typeof site.getMediaVariant> = {
  id: 'getMediaVariant',
  method: 'GET',
  path: '/media/{id}/{width}.webp',
  body: null,
  answer: 'file',
};
export const getMobileMoneyPayment: OperationRoute<typeof site.getMobileMoneyPayment> = {
  id: 'getMobileMoneyPayment',
  method: 'GET',
  path: '/public/donations/mobile-money/{reference}',
  body: null,
  answer: 'json',
};
export const getMyGiving: OperationRoute<typeof site.getMyGiving> = {
  id: 'getMyGiving',
  method: 'GET',
  path: '/users/me/giving',
  body: null,
  answer: 'json',
};
export const getPublicFeed: OperationRoute<typeof site.getPublicFeed> = {
  id: 'getPublicFeed',
  method: 'GET',
  path: '/public/feed',
  body: null,
  answer: 'json',
};
export const getPublicHome: OperationRoute<typeof site.getPublicHome> = {
  id: 'getPublicHome',
  method: 'GET',
  path: '/public/home',
  body: null,
  answer: 'json',
};
export const getPublicPost: OperationRoute<typeof site.getPublicPost> = {
  id: 'getPublicPost',
  method: 'GET',
  path: '/public/posts/{slug}',
  body: null,
  answer: 'json',
};
export const getPublicProgram: OperationRoute<typeof site.getPublicProgram> = {
  id: 'getPublicProgram',
  method: 'GET',
  path: '/public/programs/{slug}',
  body: null,
  answer: 'json',
};
export const getPublicSiteSettings: OperationRoute<typeof site.getPublicSiteSettings> = {
  id: 'getPublicSiteSettings',
  method: 'GET',
  path: '/public/site-settings',
  body: null,
  answer: 'json',
};
export const listDonations: OperationRoute<typeof site.listDonations> = {
  id: 'listDonations',
  method: 'GET',
  path: '/donations',
  body: null,
  answer: 'json',
};
export const listPledges: OperationRoute<typeof site.listPledges> = {
  id: 'listPledges',
  method: 'GET',
  path: '/pledges',
  body: null,
  answer: 'json',
};
export const listPublicCategories: OperationRoute<typeof site.listPublicCategories> = {
  id: 'listPublicCategories',
  method: 'GET',
  path: '/public/categories',
  body: null,
  answer: 'json',
};
export const listPublicEvents: OperationRoute<typeof site.listPublicEvents> = {
  id: 'listPublicEvents',
  method: 'GET',
  path: '/public/events',
  body: null,
  answer: 'json',
};
export const listPublicPosts: OperationRoute<typeof site.listPublicPosts> = {
  id: 'listPublicPosts',
  method: 'GET',
  path: '/public/posts',
  body: null,
  answer: 'json',
};
export const listPublicPrograms: OperationRoute<typeof site.listPublicPrograms> = {
  id: 'listPublicPrograms',
  method: 'GET',
  path: '/public/programs',
  body: null,
  answer: 'json',
};
export const listSitemapEntries: OperationRoute<typeof site.listSitemapEntries> = {
  id: 'listSitemapEntries',
  method: 'GET',
  path: '/public/sitemap-entries',
  body: null,
  answer: 'json',
};
export const listSubscribers: OperationRoute<typeof site.listSubscribers> = {
  id: 'listSubscribers',
  method: 'GET',
  path: '/newsletter/subscribers',
  body: null,
  answer: 'json',
};
export const openGivingLink: OperationRoute<typeof site.openGivingLink> = {
  id: 'openGivingLink',
  method: 'GET',
  path: '/public/giving/{token}',
  body: null,
  answer: 'json',
};
export const receivePaystackEvent: OperationRoute<typeof site.receivePaystackEvent> = {
  id: 'receivePaystackEvent',
  method: 'POST',
  path: '/paystack/webhook',
  body: 'file',
  answer: 'json',
};
export const receiveStripeEvent: OperationRoute<typeof site.receiveStripeEvent> = {
  id: 'receiveStripeEvent',
  method: 'POST',
  path: '/stripe/webhook',
  body: 'file',
  answer: 'json',
};
export const recordPledge: OperationRoute<typeof site.recordPledge> = {
  id: 'recordPledge',
  method: 'POST',
  path: '/public/pledges',
  body: 'json',
  answer: 'json',
};
export const requestGivingLink: OperationRoute<typeof site.requestGivingLink> = {
  id: 'requestGivingLink',
  method: 'POST',
  path: '/public/giving/link',
  body: 'json',
  answer: 'json',
};
export const sendContactMessage: OperationRoute<typeof site.sendContactMessage> = {
  id: 'sendContactMessage',
  method: 'POST',
  path: '/public/messages',
  body: 'json',
  answer: 'json',
};
export const startCheckout: OperationRoute<typeof site.startCheckout> = {
  id: 'startCheckout',
  method: 'POST',
  path: '/public/donations/checkout',
  body: 'json',
  answer: 'json',
};
export const startMobileMoney: OperationRoute<typeof site.startMobileMoney> = {
  id: 'startMobileMoney',
  method: 'POST',
  path: '/public/donations/mobile-money',
  body: 'json',
  answer: 'json',
};
export const stopLinkMonthlyGift: OperationRoute<typeof site.stopLinkMonthlyGift> = {
  id: 'stopLinkMonthlyGift',
  method: 'DELETE',
  path: '/public/giving/{token}/monthly/{id}',
  body: null,
  answer: 'json',
};
export const stopMyMonthlyGift: OperationRoute<typeof site.stopMyMonthlyGift> = {
  id: 'stopMyMonthlyGift',
  method: 'DELETE',
  path: '/users/me/giving/monthly/{id}',
  body: null,
  answer: 'json',
};
export const subscribeToNewsletter: OperationRoute<typeof site.subscribeToNewsletter> = {
  id: 'subscribeToNewsletter',
  method: 'POST',
  path: '/public/newsletter',
  body: 'json',
  answer: 'json',
};
export const unsubscribeFromNewsletter: OperationRoute<typeof site.unsubscribeFromNewsletter> = {
  id: 'unsubscribeFromNewsletter',
  method: 'POST',
  path: '/public/newsletter/unsubscribe',
  body: 'json',
  answer: 'json',
};
