import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/document-title';
import { Link } from '../lib/router';

export function NotFoundScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <h2 className="text-xl font-semibold text-slate-900">{t('notFound.title')}</h2>
      <p className="mt-2 text-sm text-slate-600">{t('notFound.text')}</p>
      <Link to="/" className="mt-4 inline-block text-sm font-medium text-blue-700 hover:underline">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
