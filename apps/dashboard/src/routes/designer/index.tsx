/**
 * Design mode (spec 1 §2 'Design mode'), outside the main shell: pages, categories and product pages,
 * templates, reusable components, theme settings and global content. The dashboard's dark theme is
 * forced light here (spec 1 §4 'Preview mode').
 */
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { forcedLightScheme } from '../../app/theme';
import { DefaultSectionFormProvider } from '../../components/section-form';
import { ComponentDesigner } from './component/ComponentDesigner';
import { GlobalDesigner } from './global/GlobalDesigner';
import { PageDesigner } from './page/PageDesigner';
import { TemplateDesigner } from './template/TemplateDesigner';
import { ThemeDesigner } from './theme/ThemeDesigner';
import { useSiteFontFamilies } from './use-site-font-families';

function DesignerScreen() {
  useEffect(() => forcedLightScheme.hold(), []);
  const fontFamilies = useSiteFontFamilies();
  return (
    <DefaultSectionFormProvider fontFamilies={fontFamilies}>
      <DesignerArea />
    </DefaultSectionFormProvider>
  );
}

function DesignerArea() {
  const { area = '', id = '' } = useParams();
  switch (area) {
    case 'sider':
    case 'kategorier':
    case 'produktsider':
      return id ? <PageDesigner key={id} segment={area} pageId={id} /> : <Navigate to={`/innhold/${area}`} replace />;
    case 'maler':
      return id ? <TemplateDesigner key={id} templateId={id} /> : <Navigate to="/innstillinger/maler/liste" replace />;
    case 'komponenter':
      return id ? <ComponentDesigner key={id} componentId={id} /> : <Navigate to="/innhold/komponenter" replace />;
    case 'temainnstillinger':
      return <ThemeDesigner />;
    case 'globalt':
      return <GlobalDesigner />;
    default:
      return <Navigate to="/finnes-ikke" replace />;
  }
}

export { DesignerScreen as Component };
