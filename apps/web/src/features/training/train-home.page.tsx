import { useState } from 'react';
import { FileExcelOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Drawer, Flex, Grid } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { programmesCrud, trainingRoutes, type ProgrammeRecord } from '@console/contract/training';
import { CrudPage } from '../../crud/crud-page.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { saveBlob } from '../../lib/download.ts';
import { ApiError, fetchFile, urlOf } from '../../lib/request.ts';
import { enrolmentsResource, programmesResource } from './programmes.resource.tsx';
import { TrainingFigureCards } from './training-figure-cards.tsx';
import { listPrefetch } from '../../crud/prefetch.ts';

const EXPORT_TIMEOUT_MS = 60_000;
/** The drawer's list keeps its search in the address under this prefix, beside the programmes'. */
const ENROLMENTS_PREFIX = 'e.';
const FIGURES = [trainingRoutes.programmeFigures];

/** 导出 Excel: the programme's enrolments, narrowed as the drawer's list is, ID numbers masked. */
function ExportEnrolments({ programme }: { programme: ProgrammeRecord }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const exporting = useMutation({
    mutationFn: () => {
      const address = new URLSearchParams(window.location.search);
      const filter = (name: string) => address.get(ENROLMENTS_PREFIX + name) || undefined;
      return fetchFile(urlOf(trainingRoutes.enrolmentExport), {
        body: { programmeId: programme.id, name: filter('name'), status: filter('status') }, timeoutMs: EXPORT_TIMEOUT_MS,
      });
    },
    onSuccess: (file) => {
      saveBlob(file, `${programme.title}-${t('training.sheetName')}-${dayjs().format('YYYYMMDDHHmmss')}.xlsx`);
      void message.success(t('training.exported'));
    },
    // A refusal was shown by the request client; a time-out or a lost connection was not.
    onError: (error) => { if (!(error instanceof ApiError)) void message.error(t('training.exportFailed', { reason: error.message })); },
  });
  return <Button icon={<FileExcelOutlined />} loading={exporting.isPending} onClick={() => exporting.mutate()}>{t('training.exportExcel')}</Button>;
}

function EnrolmentsDrawer({ programme, onClose }: { programme: ProgrammeRecord | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  return (
    <Drawer open={programme !== undefined} onClose={onClose} width={narrow ? '100%' : 960} destroyOnHidden
      title={programme && t('training.enrolmentsOf', { title: programme.title })}>
      {programme && (
        <CrudPage
          resource={enrolmentsResource}
          fixedFilters={{ programmeId: programme.id }}
          addressPrefix={ENROLMENTS_PREFIX}
          dependents={[...FIGURES, programmesCrud.routes.list]}
          toolbarActions={() => <ExportEnrolments programme={programme} />}
        />
      )}
    </Drawer>
  );
}

export const prefetch = listPrefetch(programmesResource);

/** 培训首页: the figures and charts, the programmes, and each programme's enrolments in a drawer. */
export default function TrainHomePage() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<ProgrammeRecord>();
  return (
    <Flex vertical gap={16}>
      <TrainingFigureCards />
      <CrudPage
        resource={programmesResource}
        dependents={FIGURES}
        rowActions={(programme) => <RowAction label={t('training.enrolments')} onClick={() => setShown(programme)} />}
      />
      <EnrolmentsDrawer programme={shown} onClose={() => setShown(undefined)} />
    </Flex>
  );
}
