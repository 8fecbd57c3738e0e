import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/feedback/Notice';
import { PRODUCT_LIST_PATH, productViewPath } from '../paths';
import { BackLink } from '../../../components/BackLink';
import { EditProductForm } from './edit/EditProductForm';
import { useProductDetail, useProductId } from './productDetail';
import { useReferenceData } from './useReferenceData';
import { Loading } from '../../../components/feedback/Loading';

/** /product/edit/:id (update on the product): its fields, SKU and duration computed. */
export function ProductEditPage() {
  const { t } = useTranslation();
  const id = useProductId();
  const query = useProductDetail(id);
  const reference = useReferenceData();
  const invalid = !!query.data?.invalid;

  let body;
  if (id === null) {
    body = <Notice status="warning" text={t('products.view.notFound')} />;
  } else if (query.data?.product && reference.data) {
    // Before any error: a failed background read keeps the form (and what was typed in it).
    body = (
      <EditProductForm key={query.data.product.id} product={query.data.product} reference={reference.data} />
    );
  } else if (query.isError || invalid || reference.isError) {
    const productFailed = query.isError || invalid;
    const retry = () => void (productFailed ? query.refetch() : reference.retry());
    body = (
      <Notice
        status="error"
        text={t(
          query.isError
            ? 'catalogue.messages.loadProduct'
            : invalid
              ? 'catalogue.messages.invalidResponse'
              : 'catalogue.messages.loadReferenceData',
        )}
        action={
          <Button
            size="sm"
            variant="outline"
            onClick={retry}
            loading={query.isFetching || reference.isFetching}
          >
            {t('products.actions.retry')}
          </Button>
        }
      />
    );
  } else {
    body = <Loading label={t('products.loading')} />;
  }
  return (
    <Stack gap="5" maxW="5xl">
      {id === null ? (
        <BackLink to={PRODUCT_LIST_PATH} label={t('products.view.back')} />
      ) : (
        <BackLink to={productViewPath(id)} label={t('products.edit.back')} />
      )}
      {body}
    </Stack>
  );
}
