import { useEffect, useState } from 'react';
import { CopyOutlined, DownloadOutlined, FileZipOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Empty, Flex, Form, List, Row, Select, Space, Tag, Tree, Typography, type FormInstance, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { GENERATE_TARGETS, generatorRoutes, REGISTRATION_PLACES, type EntityDefinition, type GeneratedCode, type GeneratedFile, type GenerateTarget } from '@console/contract/generator';
import { saveBlob } from '../../lib/download.ts';
import { ApiError, call, fetchFile, urlOf } from '../../lib/request.ts';
import { definitionText, type EditorValues } from './field-rules.ts';
import styles from './generator.module.css';

/** Writing every file of a domain and packing them takes the server longer than an ordinary call. */
const ZIP_TIMEOUT_MS = 60_000;

interface FolderNode extends TreeDataNode {
  children: FolderNode[];
}

/**
 * The files as folders and files; a folder holding one folder only is shown with it on one line
 * (`apps/server/src/modules/contract`), so the tree stays short.
 */
export function fileTree(files: readonly GeneratedFile[]): TreeDataNode[] {
  const root: FolderNode[] = [];
  for (const { path } of files) {
    const parts = path.split('/');
    let level = root;
    parts.forEach((part, index) => {
      const leaf = index === parts.length - 1;
      const key = leaf ? path : `${parts.slice(0, index + 1).join('/')}/`;
      let node = level.find((candidate) => candidate.key === key);
      if (!node) {
        node = { key, title: part, isLeaf: leaf, selectable: leaf, children: [] };
        level.push(node);
      }
      level = node.children;
    });
  }
  const joined = (node: FolderNode): TreeDataNode => {
    if (node.isLeaf) return { key: node.key, title: node.title, isLeaf: true };
    const [only] = node.children;
    if (node.children.length === 1 && only && !only.isLeaf) return joined({ ...only, title: `${String(node.title)}/${String(only.title)}` });
    return { key: node.key, title: node.title, selectable: false, children: node.children.map(joined) };
  };
  return root.map(joined);
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Puts text on the clipboard and says whether it went. */
function useCopy() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (text: string) => {
    if (!navigator.clipboard) {
      void message.error(t('generator.preview.copyFailed'));
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => void message.success(t('generator.preview.copied')),
      () => void message.error(t('generator.preview.copyFailed')),
    );
  };
}

/** The highlighter, loaded the first time a file is shown. */
const loadHighlighter = () => import('./highlight.ts');

/** A file's text with its lines numbered and its syntax coloured once the highlighter has loaded; the numbers are left out of what is selected and copied. */
function CodeView({ file }: { file: GeneratedFile }) {
  const lines = file.content.replace(/\n$/, '').split('\n');
  // The colours of the file they were made for: another file shows plain until its own are ready.
  const [coloured, setColoured] = useState<{ file: GeneratedFile; html: string }>();
  const html = coloured?.file === file ? coloured.html : undefined;
  useEffect(() => {
    let current = true;
    void loadHighlighter().then(({ highlighted }) => { if (current) setColoured({ file, html: highlighted(file.content.replace(/\n$/, ''), file.language) }); });
    return () => { current = false; };
  }, [file]);
  return (
    // Scrolled by the keyboard too: it can be focused.
    <pre className={styles.code} tabIndex={0} aria-label={file.path} data-language={file.language}>
      <span className={styles.numbers} aria-hidden>{lines.map((_, index) => `${index + 1}\n`).join('')}</span>
      {/* highlight.js escapes the file's text: the HTML holds only its own spans. */}
      {html === undefined ? <code>{lines.join('\n')}</code> : <code className="hljs" dangerouslySetInnerHTML={{ __html: html }} />}
    </pre>
  );
}

function FileView({ file }: { file: GeneratedFile }) {
  const { t } = useTranslation();
  const copy = useCopy();
  const lineCount = file.content.replace(/\n$/, '').split('\n').length;
  return (
    <Flex vertical gap="small" style={{ minWidth: 0 }}>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Space wrap size="small" style={{ minWidth: 0 }}>
          <Typography.Text strong className={styles.path}>{file.path}</Typography.Text>
          <Tag>{file.language}</Tag>
          <Typography.Text type="secondary">{t('generator.preview.lines', { count: lineCount })}</Typography.Text>
        </Space>
        <Space size="small">
          <Button size="small" icon={<CopyOutlined />} onClick={() => copy(file.content)}>{t('generator.preview.copy')}</Button>
          <Button size="small" icon={<DownloadOutlined />}
            onClick={() => saveBlob(new Blob([file.content], { type: 'text/plain;charset=utf-8' }), baseName(file.path))}>
            {t('generator.preview.download')}
          </Button>
        </Space>
      </Flex>
      <CodeView file={file} />
    </Flex>
  );
}

function Registrations({ code }: { code: GeneratedCode }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  const copy = useCopy();
  return (
    <Flex vertical gap="small">
      <Typography.Title level={5} style={{ margin: 0 }}>{t('generator.preview.registrations')}</Typography.Title>
      <List
        size="small"
        bordered
        dataSource={code.registrations}
        locale={{ emptyText: t('generator.preview.noRegistrations') }}
        renderItem={(registration) => (
          <List.Item
            actions={[
              <Button key="copy" size="small" icon={<CopyOutlined />} aria-label={`${t('generator.preview.copyLine')}：${registration.path}`}
                title={t('generator.preview.copyLine')} onClick={() => copy(registration.line)} />,
            ]}
          >
            <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Typography.Text strong className={styles.path}>{registration.path}</Typography.Text>
              <Typography.Text type="secondary">{REGISTRATION_PLACES[registration.place][english ? 1 : 0]}</Typography.Text>
              <pre className={styles.snippet}>{registration.line}</pre>
            </Flex>
          </List.Item>
        )}
      />
    </Flex>
  );
}

interface Generated {
  definition: EntityDefinition;
  target: GenerateTarget;
  code: GeneratedCode;
}

interface CodePreviewProps {
  /** The editor's definition, checked (its problems shown at their fields when it has some). */
  check: () => EntityDefinition | undefined;
  /** The editor's form: its definition as it is now tells a preview made before a change. */
  form: FormInstance<EditorValues>;
  /** Shows a refusal of the server at the field it names. */
  onRefused: (error: unknown) => void;
}

/** 代码预览: the files generated from the editor's definition, one at a time, and the lines to register it. */
export function CodePreview({ form, check, onRefused }: CodePreviewProps) {
  const { t } = useTranslation();
  // Watched here, not in the editor: a keystroke redraws the preview's state, not every row of the form.
  const current = Form.useWatch((values: EditorValues) => definitionText(values), { form, preserve: true });
  const { message } = App.useApp();
  const [target, setTarget] = useState<GenerateTarget>('all');
  const [generated, setGenerated] = useState<Generated>();
  const [selected, setSelected] = useState<string>();

  const generate = useMutation({
    mutationFn: ({ definition, target: part }: { definition: EntityDefinition; target: GenerateTarget }) =>
      call(generatorRoutes.generate, { params: { entity: definition.name, target: part }, body: definition }),
    onSuccess: (code, asked) => {
      setGenerated({ ...asked, code });
      setSelected((shown) => (code.files.some((file) => file.path === shown) ? shown : code.files[0]?.path));
    },
    onError: onRefused,
  });
  const zip = useMutation({
    mutationFn: (definition: EntityDefinition) =>
      fetchFile(urlOf(generatorRoutes.generateZip, { entity: definition.name }), { body: definition, timeoutMs: ZIP_TIMEOUT_MS }).then((file) => ({ file, definition })),
    onSuccess: ({ file, definition }) => {
      saveBlob(file, `${definition.name}.zip`);
      void message.success(t('generator.preview.zipDone'));
    },
    onError: (error) => {
      onRefused(error);
      // A refusal was shown by the request client; a time-out or a lost connection was not.
      if (!(error instanceof ApiError)) void message.error(t('generator.preview.zipFailed', { reason: error.message }));
    },
  });

  const run = (part: GenerateTarget) => {
    const definition = check();
    if (definition) generate.mutate({ definition, target: part });
  };
  const changeTarget = (part: GenerateTarget) => {
    setTarget(part);
    if (generated) run(part);
  };
  const downloadZip = () => {
    const definition = check();
    if (definition) zip.mutate(definition);
  };

  const stale = generated !== undefined && current !== JSON.stringify(generated.definition);
  const file = generated?.code.files.find((candidate) => candidate.path === selected);
  return (
    <Card title={t('generator.preview.title')}>
      <Flex vertical gap="middle">
        <Space wrap>
          <Select<GenerateTarget>
            aria-label={t('generator.preview.target')}
            prefix={t('generator.preview.target')}
            value={target}
            style={{ minWidth: 180 }}
            options={GENERATE_TARGETS.map((part) => ({ value: part, label: t(`generator.preview.targets.${part}`) }))}
            onChange={changeTarget}
          />
          <Button type="primary" icon={<ThunderboltOutlined />} loading={generate.isPending} onClick={() => run(target)}>{t('generator.preview.generate')}</Button>
          <Button icon={<FileZipOutlined />} loading={zip.isPending} onClick={downloadZip}>{t('generator.preview.zip')}</Button>
        </Space>
        {!generated ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('generator.preview.empty')} />
        ) : (
          <>
            {stale && <Alert type="warning" showIcon title={t('generator.preview.stale')} />}
            {generated.code.files.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('generator.preview.noFiles')} /> : (
              <Row gutter={[16, 16]}>
                <Col xs={24} lg={8}>
                  <Typography.Text type="secondary">{t('generator.preview.files', { count: generated.code.files.length })}</Typography.Text>
                  <Tree.DirectoryTree
                    treeData={fileTree(generated.code.files)}
                    defaultExpandAll
                    selectedKeys={selected ? [selected] : []}
                    onSelect={(_keys, { node }) => {
                      if (node.isLeaf) setSelected(String(node.key));
                    }}
                  />
                </Col>
                <Col xs={24} lg={16} style={{ minWidth: 0 }}>{file && <FileView file={file} />}</Col>
              </Row>
            )}
            <Registrations code={generated.code} />
          </>
        )}
      </Flex>
    </Card>
  );
}
