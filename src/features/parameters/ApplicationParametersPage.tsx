import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  PARAMETER_TAB_SCHEMAS,
  PARAMETER_TABS,
  type ParameterTab,
  type TabParameters,
} from '../../../domain/parameters/applicationParameters';
import { TabbedPage } from '../../components/TabbedPage';
import { QueryState } from '../../components/feedback/QueryState';
import { APPLICATION_PARAMETERS_PATH } from '../../lib/recordPaths';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { useApplicationParameters } from '../../lib/useApplicationParameters';
import { CatalogueFields } from './CatalogueFields';
import { GeneralFields } from './GeneralFields';
import { NotificationFields } from './NotificationFields';
import { ParametersForm } from './ParametersForm';
import { SalesFields } from './SalesFields';

type FieldsOf<K extends ParameterTab> = (props: {
  form: UseFormReturn<TabParameters[K]>;
  editable: boolean;
}) => ReactNode;

/** Each tab's fields. */
const TAB_FIELDS: { [K in ParameterTab]: FieldsOf<K> } = {
  general: GeneralFields,
  sales: SalesFields,
  catalogue: CatalogueFields,
  notifications: NotificationFields,
};

/**
 * /system-parameters/application-parameters/:tab (read on Settings): the organisation's
 * application parameters, a form per tab validated by the tab's schema, changed by those who
 * may update Settings.
 */
export function ApplicationParametersPage() {
  const { t } = useTranslation();
  const query = useApplicationParameters();
  const editable = useAppAbility()?.can('update', 'Settings') ?? false;
  return (
    <TabbedPage
      base={APPLICATION_PARAMETERS_PATH}
      title={t('parameters.title')}
      subtitle={t('parameters.subtitle')}
      tabs={PARAMETER_TABS.map((tab) => {
        const Fields = TAB_FIELDS[tab] as FieldsOf<'general'>;
        return {
          value: tab,
          label: t(`parameters.tabs.${tab}`),
          content: (
            <QueryState query={query} failedText={t('parameters.loadFailed')}>
              {(parameters) => (
                <ParametersForm
                  // A new form after each save: it starts from what the server now holds.
                  key={parameters.updated_at ?? 'defaults'}
                  tab={tab}
                  schema={
                    PARAMETER_TAB_SCHEMAS[tab] as z.ZodType<
                      TabParameters['general'],
                      TabParameters['general']
                    >
                  }
                  values={parameters[tab] as TabParameters['general']}
                  updatedAt={parameters.updated_at}
                  editable={editable}
                >
                  {(form) => <Fields form={form} editable={editable} />}
                </ParametersForm>
              )}
            </QueryState>
          ),
        };
      })}
    />
  );
}
