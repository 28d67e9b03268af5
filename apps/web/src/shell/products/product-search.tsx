import { useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useOpenProduct } from '../../components/open-product.ts';
import { useProductSearch } from '../../components/product-queries.ts';
import { flattenResults } from './search-results.ts';

const SEARCH_DELAY_MS = 300;
/** Sub-applications are indented this much per level under their application. */
const INDENT_PX = 16;

interface ProductSearchProps {
  /** Takes the whole width of its place (the phone's drawer) instead of the top bar's 160 px. */
  block?: boolean;
  /** Told once a chosen application was opened. */
  onOpened?(): void;
}

/** The top bar's search by application name; choosing a result opens it as its top-bar item would. */
export function ProductSearch({ block = false, onOpened }: ProductSearchProps = {}) {
  const { t } = useTranslation();
  const open = useOpenProduct();
  const [text, setText] = useState('');
  const name = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const search = useProductSearch(name);
  const found = name ? flattenResults(search.data ?? []) : [];
  const options = found.map(({ key, depth, option }) => ({
    value: key,
    label: <span title={option.product_name} style={{ paddingLeft: depth * INDENT_PX }}>{option.product_name}</span>,
  }));

  const choose = (key: string) => {
    const chosen = found.find((product) => product.key === key)?.option;
    setText('');
    if (!chosen) return;
    open({ id: chosen.product_id, appId: chosen.app_id, productName: chosen.product_name, productBackUrl: chosen.product_back_url });
    onOpened?.();
  };
  const waiting = text.trim() !== name || search.isFetching;

  return (
    <AutoComplete
      value={text}
      options={options}
      onChange={setText}
      onSelect={choose}
      prefix={<SearchOutlined />}
      placeholder={t('productBar.searchPlaceholder')}
      aria-label={t('productBar.search')}
      notFoundContent={name && (waiting ? <Spin size="small" /> : t('productBar.noMatch'))}
      popupMatchSelectWidth={240}
      style={{ width: block ? '100%' : 160 }}
    />
  );
}
