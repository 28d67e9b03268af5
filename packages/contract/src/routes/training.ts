import { z } from 'zod';
import { flag, id, optional, phone, text, textFilter, wholeNumber, dayFilter } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';
import { defineDomain, defineRoute, onPage, onPages } from '../route.ts';
import { regionCode, regionRef } from './companies.ts';
import { DICT_TYPES } from './dicts.ts';
import { attachmentIds } from './files.ts';

/*
 * 适岗培训: training programmes run by training companies (companies of the library marked as
 * providers), each for one occupation of the occupation dictionary, and the people enrolled in them.
 */

export const PROGRAMME_STATUSES = ['planned', 'enrolling', 'running', 'finished'] as const;
export type ProgrammeStatus = (typeof PROGRAMME_STATUSES)[number];
export const programmeStatus = z.enum(PROGRAMME_STATUSES);

export const TRAINING_MODES = ['onsite', 'online'] as const;
export type TrainingMode = (typeof TRAINING_MODES)[number];
export const trainingMode = z.enum(TRAINING_MODES);

export const ENROLMENT_STATUSES = ['enrolled', 'attending', 'completed', 'withdrawn'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];
export const enrolmentStatus = z.enum(ENROLMENT_STATUSES);

/** A completed trainee's result; none until the training is completed. */
export const TRAINING_RESULTS = ['passed', 'failed'] as const;
export type TrainingResult = (typeof TRAINING_RESULTS)[number];
export const trainingResult = z.enum(TRAINING_RESULTS);

/** The most places one programme offers. */
export const PLACES_MAX = 10_000;

// ---- resident identity card numbers (GB 11643-1999) ----

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECKS = '10X98765432';
const ID_SHAPE = /^\d{17}[\dX]$/;

/** The check character that completes seventeen digits of an ID number (demo and test data). */
export function idNumberCheck(first17: string): string {
  const sum = ID_WEIGHTS.reduce((total, weight, at) => total + Number(first17[at]) * weight, 0);
  return ID_CHECKS[sum % 11]!;
}

/** Whether a text is an 18-character ID number with a real birth date whose last character checks the other seventeen. */
export function isIdNumber(value: string): boolean {
  if (!ID_SHAPE.test(value)) return false;
  const birth = `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`;
  const day = new Date(`${birth}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(birth) && idNumberCheck(value) === value[17];
}

/** What answers show of an ID number: its region and last four characters, `110105********123X`. */
export const maskIdNumber = (value: string) => `${value.slice(0, 6)}${'*'.repeat(8)}${value.slice(14)}`;

export const idNumber = z.string().trim().toUpperCase().refine(isIdNumber, MESSAGES.training.idNumberInvalid);

const day = z.iso.date({ error: MESSAGES.inputRules.isoDate }).refine((value) => !value.startsWith('0000'), MESSAGES.inputRules.yearRange);

// ---- programmes ----

export const PROGRAMME_SORTS = ['id', 'title', 'startsOn', 'endsOn', 'places', 'enrolled', 'updatedAt'] as const;

export const programmesCrud = defineCrud({
  name: 'trainingProgramme',
  page: 'train-home',
  noun: ['training programme', 'training programmes', '培训项目'],
  fields: {
    title: text(100).min(1),
    /** A company of the library marked as a training provider. */
    companyId: id,
    /** The value of an entry of the occupation dictionary. */
    occupation: text(50).min(1),
    mode: trainingMode,
    startsOn: day,
    /** Not before `startsOn`. */
    endsOn: day,
    /** Not below the programme's enrolments. */
    places: wholeNumber(1, PLACES_MAX),
    status: programmeStatus.optional(),
    description: optional(text(2000)),
    attachments: attachmentIds.optional(),
  },
  dicts: { occupation: DICT_TYPES.occupation },
  readOnly: {
    companyName: z.string(),
    /** The label of the occupation's dictionary entry (empty when the entry is gone). */
    occupationName: z.string(),
    /** Enrolments not withdrawn: they hold places. */
    enrolled: z.number().int(),
  },
  filters: {
    title: filterBy.contains,
    status: filterBy.custom(programmeStatus.optional()),
    mode: filterBy.custom(trainingMode.optional()),
    companyId: filterBy.id,
    occupation: filterBy.text,
    /** Programmes running on some day of `from` … `to` (either may be left out). */
    from: filterBy.custom(dayFilter),
    to: filterBy.custom(dayFilter),
  },
  sorts: PROGRAMME_SORTS,
  paths: {
    list: 'GET /train/programme/list',
    info: 'GET /train/programme/info/:id',
    create: 'POST /train/programme/save',
    update: 'POST /train/programme/update',
    delete: 'GET /train/programme/delByIds/:ids',
  },
  notFound: MESSAGES.training.programmeNotFound,
  bodyEncoding: 'json',
});

export const programmeRecord = programmesCrud.record;
export type ProgrammeRecord = z.infer<typeof programmeRecord>;

// ---- enrolments ----

export const ENROLMENT_SORTS = ['id', 'name', 'status', 'createdAt'] as const;

export const enrolmentsCrud = defineCrud({
  name: 'trainingEnrolment',
  page: 'train-home',
  noun: ['training enrolment', 'training enrolments', '报名记录'],
  fields: {
    programmeId: id,
    name: text(50).min(1),
    phone,
    /**
     * The same person (ID number) enrols once per programme. Records show it masked (`110105********123X`):
     * the number itself is kept encrypted and never answered.
     */
    idNumber,
    status: enrolmentStatus.optional(),
    /** Kept only while the status is `completed`. */
    result: optional(trainingResult),
  },
  createOnly: ['programmeId'],
  nullable: ['result'],
  personal: { phone: 'phone' },
  readOnly: { programmeTitle: z.string() },
  filters: {
    programmeId: filterBy.id,
    name: filterBy.contains,
    status: filterBy.custom(enrolmentStatus.optional()),
  },
  sorts: ENROLMENT_SORTS,
  paths: {
    list: 'GET /train/enrolment/list',
    create: 'POST /train/enrolment/save',
    update: 'POST /train/enrolment/update',
    delete: 'GET /train/enrolment/delByIds/:ids',
    personal: 'GET /train/enrolment/personal/:id',
  },
  notFound: MESSAGES.training.enrolmentNotFound,
  bodyEncoding: 'json',
});

export const enrolmentRecord = enrolmentsCrud.record;
export type EnrolmentRecord = z.infer<typeof enrolmentRecord>;

// ---- figures ----

export const trainingFigures = z.object({
  programmesByStatus: z.array(z.object({ status: programmeStatus, count: z.number().int() })),
  /** Places of the programmes not finished. */
  openPlaces: z.number().int(),
  places: z.number().int(),
  /** Enrolments not withdrawn. */
  enrolments: z.number().int(),
  completed: z.number().int(),
  passed: z.number().int(),
  /** Completed ÷ enrolments not withdrawn, 0 … 1; null without enrolments. */
  completionRate: z.number().nullable(),
  /** Enrolments made in each of the last twelve months, oldest first (`YYYY-MM`). */
  enrolmentsByMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  /** Programmes and enrolments (not withdrawn) of each occupation, most enrolments first. */
  byOccupation: z.array(z.object({ occupation: z.string(), name: z.string(), programmes: z.number().int(), enrolments: z.number().int() })),
});
export type TrainingFigures = z.infer<typeof trainingFigures>;

// ---- training companies ----

export const providerRecord = z.object({
  /** The company's id in the library. */
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  region: regionRef,
  programmes: z.number().int(),
  /** Programmes not finished. */
  unfinished: z.number().int(),
  /** Enrolments (not withdrawn) of its programmes. */
  enrolments: z.number().int(),
  occupations: z.array(z.object({ occupation: z.string(), name: z.string() })),
  markedAt: z.string(),
});
export type ProviderRecord = z.infer<typeof providerRecord>;

/** A programme as a training company's row lists it. */
export const providerProgramme = programmeRecord.pick({
  id: true, title: true, occupation: true, occupationName: true, mode: true, startsOn: true, endsOn: true, places: true, enrolled: true, status: true,
});
export type ProviderProgramme = z.infer<typeof providerProgramme>;

export const companyCandidate = z.object({ id: z.number().int(), name: z.string(), creditCode: z.string(), region: z.string() });
export type CompanyCandidate = z.infer<typeof companyCandidate>;

/** How many companies one mark or unmark takes, and how many candidates a search answers. */
export const PROVIDER_MARK_MAX = 100;
export const CANDIDATES_MAX = 20;

const providerQuery = z.strictObject({
  pageNumber: wholeNumber(1).default(1),
  pageSize: wholeNumber(1, 100).default(10),
  name: textFilter,
  /** The region and every region below it. */
  regionCode: z.union([z.literal('').transform(() => undefined), regionCode]).optional(),
  /** Companies with a programme of this occupation (an entry's value). */
  occupation: textFilter,
});
export type ProviderQuery = z.input<typeof providerQuery>;

export const trainingRoutes = {
  programmeFigures: defineRoute({
    method: 'GET', path: '/train/programme/figures', access: onPage('train-home', 'view'),
    title: '培训统计', titleEn: 'Training figures',
    summary: 'Programmes by status, places, enrolments, the completion rate, enrolments by month and by occupation',
    data: trainingFigures,
  }),
  enrolmentExport: defineRoute({
    method: 'POST', path: '/train/enrolment/export', access: onPage('train-home', 'view'), readsOnly: true, bodyEncoding: 'json',
    title: '导出报名记录', titleEn: 'Export enrolments',
    summary: "A programme's enrolments (narrowed as the list is) as an Excel file, phones and ID numbers masked",
    body: z.strictObject({ programmeId: id, name: textFilter, status: enrolmentStatus.optional() }),
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }),
  companyList: defineRoute({
    method: 'GET', path: '/train/company/list', access: onPage('train-company', 'view'),
    title: '培训企业列表', titleEn: 'Training providers',
    summary: 'The training companies with their programme and enrolment counts and occupations, by name, region and occupation',
    query: providerQuery,
    data: z.object({ records: z.array(providerRecord), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() }),
  }),
  companyProgrammes: defineRoute({
    method: 'GET', path: '/train/company/programmes/:id', access: onPage('train-company', 'view'),
    title: '培训企业的项目', titleEn: 'Programmes of a provider',
    summary: "A training company's programmes, newest first",
    params: z.strictObject({ id }), data: z.array(providerProgramme),
  }),
  companyOptions: defineRoute({
    method: 'GET', path: '/train/company/options', access: onPages(['train-home', 'train-company'], 'view'),
    title: '培训企业选项', titleEn: 'Training provider options',
    summary: 'The training companies as choices of a select', data: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  companyCandidates: defineRoute({
    method: 'GET', path: '/train/company/candidates', access: onPage('train-company', 'edit'),
    title: '可标记为培训企业的企业', titleEn: 'Provider candidates',
    summary: `Companies of the library not yet training companies, by name (at most ${CANDIDATES_MAX})`,
    query: z.strictObject({ name: textFilter }), data: z.array(companyCandidate),
  }),
  companyProvider: defineRoute({
    method: 'POST', path: '/train/company/provider', access: onPage('train-company', 'edit'), bodyEncoding: 'json',
    title: '标记或取消培训企业', titleEn: 'Mark or unmark training providers',
    summary: 'Marks companies of the library as training companies, or unmarks them (not while a programme of theirs is unfinished)',
    body: z.strictObject({ companyIds: z.array(id).min(1).max(PROVIDER_MARK_MAX), provider: flag }),
    data: z.object({ changed: z.number().int() }),
  }),
};

export const trainingProgrammesDomain = defineDomain('trainingProgrammes', programmesCrud.routes);
export const trainingEnrolmentsDomain = defineDomain('trainingEnrolments', enrolmentsCrud.routes);
export const trainingDomain = defineDomain('training', trainingRoutes);
