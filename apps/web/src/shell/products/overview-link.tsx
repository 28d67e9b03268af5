import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useActiveProduct } from '../../stores/active-product.store.ts';

/** 总览: the home page, where no application is active. */
export function OverviewLink() {
  const { t } = useTranslation();
  const activate = useActiveProduct((state) => state.activate);
  return <Link to="/home" style={{ whiteSpace: 'nowrap' }} onClick={() => activate(null)}>{t('nav.overview')}</Link>;
}
