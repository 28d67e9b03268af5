import { DICT_TYPES } from '@console/contract/dicts';
import { ENROLMENT_STATUSES, enrolmentsCrud, PROGRAMME_STATUSES, programmesCrud, TRAINING_MODES, TRAINING_RESULTS, trainingRoutes } from '@console/contract/training';
import { AttachmentsField } from '../../components/attachments.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import { dictChoices } from '../../crud/dict.tsx';
import { namedOptions, type Option } from '../../crud/resource.ts';

const STATUS_COLOURS = { planned: 'default', enrolling: 'processing', running: 'success', finished: 'purple' } as const;
const ENROLMENT_COLOURS = { enrolled: 'processing', attending: 'success', completed: 'purple', withdrawn: 'default' } as const;

export const PROGRAMME_STATUS_OPTIONS: Option[] = PROGRAMME_STATUSES.map((status) => ({ value: status, label: `training.statuses.${status}`, color: STATUS_COLOURS[status] }));
const MODE_OPTIONS: Option[] = TRAINING_MODES.map((mode) => ({ value: mode, label: `training.modes.${mode}` }));
const ENROLMENT_STATUS_OPTIONS: Option[] = ENROLMENT_STATUSES.map((status) => ({ value: status, label: `training.enrolmentStatuses.${status}`, color: ENROLMENT_COLOURS[status] }));
const RESULT_OPTIONS: Option[] = TRAINING_RESULTS.map((result) => ({ value: result, label: `training.results.${result}`, color: result === 'passed' ? 'success' : 'error' }));

/** The training companies, as the choices of a programme's company. */
export const trainingCompanies = namedOptions(trainingRoutes.companyOptions);
const occupations = dictChoices(DICT_TYPES.occupation);

/** 培训项目 of the training home page. */
export const programmesResource = declaredResource(programmesCrud, {
  messages: 'training',
  title: 'training.programme',
  columns: [
    'title',
    { key: 'companyId', title: 'training.company', render: (programme) => programme.companyName, exportValue: (programme) => programme.companyName,
      options: trainingCompanies, form: { required: 'crud.requiredChoice' } },
    { key: 'occupation', render: (programme) => programme.occupationName || programme.occupation,
      exportValue: (programme) => programme.occupationName, options: occupations, form: { required: 'crud.requiredChoice' } },
    { key: 'mode', defaultHidden: true, options: MODE_OPTIONS, search: { kind: 'select' }, form: { kind: 'radio', initialValue: 'onsite' } },
    { key: 'period', sortable: 'startsOn', render: (programme) => `${programme.startsOn} ~ ${programme.endsOn}`,
      exportValue: (programme) => `${programme.startsOn} ~ ${programme.endsOn}` },
    { key: 'startsOn', hideInTable: true, form: { required: 'crud.requiredChoice' } },
    { key: 'endsOn', hideInTable: true, form: { required: 'crud.requiredChoice' } },
    'from',
    'to',
    { key: 'places', hideInTable: true, form: { initialValue: 30 } },
    { key: 'enrolled', render: (programme) => `${programme.enrolled} / ${programme.places}` },
    { key: 'status', options: PROGRAMME_STATUS_OPTIONS, search: { kind: 'select' }, form: { initialValue: 'planned', whenEmpty: 'omit' } },
    { key: 'description', defaultHidden: true },
    { key: 'attachments', defaultHidden: true, render: (programme) => programme.attachments.length,
      exportValue: (programme) => programme.attachments.map((file) => file.name).join(', '), form: { kind: 'custom', control: <AttachmentsField />, initialValue: [] } },
    { key: 'updatedAt', defaultHidden: true },
  ],
});

/** The people enrolled in one programme (the drawer of its row). */
export const enrolmentsResource = declaredResource(enrolmentsCrud, {
  messages: 'training',
  title: 'training.enrolment',
  columns: [
    'name',
    { key: 'phone', form: { maxLength: 11 } },
    { key: 'idNumber', form: { maxLength: 18, only: 'create', hint: 'training.idNumberHint' } },
    // The record shows the number masked: an edit sends a new number only when one is typed.
    { key: 'idNumberChange', form: { field: 'idNumber', maxLength: 18, only: 'edit', required: false, whenEmpty: 'omit', hint: 'training.idNumberChangeHint' } },
    { key: 'status', title: 'training.enrolmentStatus', options: ENROLMENT_STATUS_OPTIONS, search: { kind: 'select' }, form: { initialValue: 'enrolled', whenEmpty: 'omit' } },
    { key: 'result', options: RESULT_OPTIONS, form: { kind: 'radio', shownWhen: (values) => values.status === 'completed' } },
    { key: 'createdAt', title: 'training.enrolledAt' },
  ],
  toFormValues: (enrolment) => ({ name: enrolment.name, phone: enrolment.phone, status: enrolment.status, result: enrolment.result ?? undefined }),
});
