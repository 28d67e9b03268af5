/** The names one entity gives the code generated for it, all made from its lowerCamelCase name. */
export interface Names {
  /** `trainingRoom` */
  entity: string;
  /** `TrainingRoom` */
  Entity: string;
  /** `trainingRooms`: the contract domain, the module's handlers key, the web messages' key. */
  plural: string;
  /** `TrainingRooms` */
  Plural: string;
  /** `training-rooms`: the server module's and the web feature's folder. */
  folder: string;
  /** `training_rooms` */
  table: string;
  /** `training-room-manage`: the page of the contract's page list. */
  page: string;
  /** `/training-room`: the API paths' base. */
  path: string;
  /** `TRAINING_ROOM_SORTS`: the sort keys the list takes. */
  sorts: string;
}

/** The words of a lowerCamelCase name: `trainingRoom` → `training`, `room`. */
export const wordsOf = (name: string): string[] => name.split(/(?=[A-Z])/).map((word) => word.toLowerCase());

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** An English plural good enough for names: room → rooms, category → categories, box → boxes. */
export function pluralOf(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** A field's column: `maxPlaces` → `max_places`. */
export const columnOf = (name: string): string => wordsOf(name).join('_');

export const pascalOf = (name: string): string => wordsOf(name).map(capital).join('');

export function namesOf(entity: string): Names {
  const words = wordsOf(entity);
  const pluralWords = [...words.slice(0, -1), pluralOf(words.at(-1)!)];
  const plural = pluralWords.map((word, at) => (at === 0 ? word : capital(word))).join('');
  return {
    entity,
    Entity: pascalOf(entity),
    plural,
    Plural: pascalOf(plural),
    folder: pluralWords.join('-'),
    table: pluralWords.join('_'),
    page: `${words.join('-')}-manage`,
    path: `/${words.join('-')}`,
    sorts: `${words.join('_').toUpperCase()}_SORTS`,
  };
}

