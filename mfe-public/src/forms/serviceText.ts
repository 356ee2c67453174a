import { localiseMessage } from '@sla/data';

/**
 * A sentence from the data service or the shared schemas (an error, an acknowledgement) that this
 * portal shows itself: English, in the page's language when a catalogue has it or the template it
 * was made from (see localiseMessage), as it came otherwise. Field and FormProblem do this already.
 */
export function serviceText<Text extends string | null | undefined>(message: Text): Text {
  return (message ? localiseMessage(message) : message) as Text;
}
