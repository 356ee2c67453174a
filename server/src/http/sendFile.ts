import type { FastifyReply } from 'fastify';
import { attachmentHeaders, type StoredFile } from '../applications/files/downloadFile.js';

/** Sends a stored file as a download: saved by the browser, never rendered (attachmentHeaders). */
export const sendFile = (reply: FastifyReply, file: StoredFile) => reply.headers(attachmentHeaders(file)).send(file.content);
