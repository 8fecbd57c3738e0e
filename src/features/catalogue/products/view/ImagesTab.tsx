import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../../lib/ApiProvider';
import { SectionHeader } from '../../../../components/SectionHeader';
import { failureReasons } from '../../../../components/form/serverErrors';
import { useCatalogueMessage } from '../../catalogueMessages';
import { ImageGallery, type GalleryBusy } from '../ImageGallery';
import type { Product } from '../../../../../domain/catalogue/product';
import { PRODUCT_KEY, PRODUCTS_KEY } from '../queryKeys';
import { uploadProductImage } from '../uploadImage';

/** The product's images: the gallery, with upload, order and removal for those who may edit. */
export function ImagesTab({ product, canEdit }: { product: Product; canEdit: boolean }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const text = useCatalogueMessage();
  const [busy, setBusy] = useState<GalleryBusy>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PRODUCT_KEY }),
      queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
    ]);
  const run = async (kind: GalleryBusy, action: () => Promise<string | null>) => {
    setBusy(kind);
    setError(null);
    try {
      setError(await action());
      await refresh();
    } finally {
      setBusy(null);
      setDeletingId(null);
    }
  };

  return (
    <Stack gap="4">
      <SectionHeader title={t('products.images.title')} subtitle={t('products.images.subtitle')} />
      <ImageGallery
        images={product.images}
        canEdit={canEdit}
        busy={busy}
        deletingId={deletingId}
        error={error}
        productName={product.name}
        onUpload={(file) =>
          void run('uploading', async () => {
            try {
              await uploadProductImage(client, product.id, file);
              return null;
            } catch (failure) {
              // The server's reason (the file's type or size) when it gave one.
              return failureReasons(failure, text).join(' ') || t('catalogue.messages.uploadImage');
            }
          })
        }
        onDelete={(imageId) => {
          setDeletingId(imageId);
          void run('deleting', async () => {
            try {
              const { response } = await client.DELETE('/api/products/{id}/images/{imageId}/', {
                params: { path: { id: product.id, imageId } },
              });
              // The server said no: 'Failed to delete image from server'; no answer at all: 'Failed to delete image.'
              return response.ok ? null : t('catalogue.messages.deleteImageServer');
            } catch {
              return t('catalogue.messages.deleteImage');
            }
          });
        }}
        onReorder={(order) =>
          void run('reordering', async () => {
            try {
              const { response } = await client.PUT('/api/products/{id}/images/order/', {
                params: { path: { id: product.id } },
                body: { order },
              });
              return response.ok ? null : t('catalogue.messages.reorderImages');
            } catch {
              return t('catalogue.messages.reorderImages');
            }
          })
        }
      />
    </Stack>
  );
}
