import { MESSAGES, readerOf } from '@console/contract';
import { MESSAGES_EN } from '@console/contract/messages.en';

/**
 * The contract's messages in English (the reasons its schemas give a form), read back from their
 * Chinese text as the server reads them: a chunk of its own, loaded with the English interface only.
 */
export const CATALOGUE_READER = readerOf([[MESSAGES, MESSAGES_EN]]);
