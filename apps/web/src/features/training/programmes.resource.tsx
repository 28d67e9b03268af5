import { DICT_TYPES, ENROLMENT_STATUSES, enrolmentsCrud, PROGRAMME_STATUSES, programmesCrud, TRAINING_MODES, TRAINING_RESULTS, trainingRoutes } from '@console/contract';
import { AttachmentsField } from '../../components/attachments.tsx';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import { DayPicker } from '../../crud/day-picker.tsx';
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
const wide = { style: { width: '100%' } };

/** 培训项目 of the training home page. */
export const programmesResource = declaredResource(programmesCrud, {
  title: 'training.programme',
  columns: [
    { key: 'title', title: 'training.title', form: { kind: 'text', maxLength: 100 } },
    { key: 'companyId', title: 'training.company', render: (programme) => programme.companyName, exportValue: (programme) => programme.companyName,
      options: trainingCompanies, search: { kind: 'select' }, form: { kind: 'select', required: 'crud.requiredChoice' } },
    { key: 'occupation', title: 'training.occupation', render: (programme) => programme.occupationName || programme.occupation,
      exportValue: (programme) => programme.occupationName, options: occupations, search: { kind: 'select' }, form: { kind: 'select', required: 'crud.requiredChoice' } },
    { key: 'mode', title: 'training.mode', defaultHidden: true, options: MODE_OPTIONS, search: { kind: 'select' }, form: { kind: 'radio', initialValue: 'onsite' } },
    { key: 'period', title: 'training.period', sortable: 'startsOn', render: (programme) => `${programme.startsOn} ~ ${programme.endsOn}`,
      exportValue: (programme) => `${programme.startsOn} ~ ${programme.endsOn}` },
    { key: 'startsOn', title: 'training.startsOn', hideInTable: true, form: { kind: 'custom', control: <DayPicker {...wide} />, required: 'crud.requiredChoice' } },
    { key: 'endsOn', title: 'training.endsOn', hideInTable: true, form: { kind: 'custom', control: <DayPicker {...wide} />, required: 'crud.requiredChoice' } },
    { key: 'from', title: 'training.from', hideInTable: true, search: { kind: 'custom', control: <DayPicker {...wide} /> } },
    { key: 'to', title: 'training.to', hideInTable: true, search: { kind: 'custom', control: <DayPicker {...wide} /> } },
    { key: 'places', title: 'training.places', hideInTable: true, form: { kind: 'number', initialValue: 30 } },
    { key: 'enrolled', title: 'training.enrolled', sortable: 'enrolled', render: (programme) => `${programme.enrolled} / ${programme.places}` },
    { key: 'status', title: 'training.status', options: PROGRAMME_STATUS_OPTIONS, search: { kind: 'select' }, form: { kind: 'select', initialValue: 'planned', whenEmpty: 'omit' } },
    { key: 'description', title: 'training.description', defaultHidden: true, form: { kind: 'textarea', maxLength: 2000 } },
    { key: 'attachments', title: 'training.attachments', defaultHidden: true, render: (programme) => programme.attachments.length,
      exportValue: (programme) => programme.attachments.map((file) => file.name).join(', '), form: { kind: 'custom', control: <AttachmentsField />, initialValue: [] } },
    { key: 'updatedAt', title: 'training.updatedAt', defaultHidden: true, render: (programme) => formatDateTime(programme.updatedAt),
      exportValue: (programme) => formatDateTime(programme.updatedAt) },
  ],
});

/** The people enrolled in one programme (the drawer of its row). */
export const enrolmentsResource = declaredResource(enrolmentsCrud, {
  title: 'training.enrolment',
  columns: [
    { key: 'name', title: 'training.name', form: { kind: 'text', maxLength: 50 } },
    { key: 'phone', title: 'training.phone', form: { kind: 'text', maxLength: 11 } },
    { key: 'idNumber', title: 'training.idNumber', form: { kind: 'text', maxLength: 18, only: 'create', hint: 'training.idNumberHint' } },
    // The record shows the number masked: an edit sends a new number only when one is typed.
    { key: 'idNumberChange', title: 'training.idNumberChange', hideInTable: true,
      form: { kind: 'text', field: 'idNumber', maxLength: 18, only: 'edit', required: false, whenEmpty: 'omit', hint: 'training.idNumberChangeHint' } },
    { key: 'status', title: 'training.enrolmentStatus', options: ENROLMENT_STATUS_OPTIONS, search: { kind: 'select' },
      form: { kind: 'select', initialValue: 'enrolled', whenEmpty: 'omit' } },
    { key: 'result', title: 'training.result', options: RESULT_OPTIONS,
      form: { kind: 'radio', shownWhen: (values) => values.status === 'completed' } },
    { key: 'createdAt', title: 'training.enrolledAt', sortable: 'createdAt', render: (enrolment) => formatDateTime(enrolment.createdAt),
      exportValue: (enrolment) => formatDateTime(enrolment.createdAt) },
  ],
  toFormValues: (enrolment) => ({ name: enrolment.name, phone: enrolment.phone, status: enrolment.status, result: enrolment.result ?? undefined }),
});

