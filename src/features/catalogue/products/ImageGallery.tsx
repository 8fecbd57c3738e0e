import { useId, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  chakra,
  Flex,
  HStack,
  IconButton,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  DndContext,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { ArrowLeft, ArrowRight, GripVertical, ImagePlus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProductImage } from '../../../../domain/catalogue/product';
import { IMAGE_ACCEPT, IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../../domain/common/images';
import { AuthImage } from '../../../components/data/AuthImage';
import { imageFileProblem, moveItem } from './productFormat';
import { useProductFormat } from './productText';

export type GalleryBusy = 'uploading' | 'deleting' | 'reordering' | null;

/**
 * A product's images in their order: upload (type and size checked here first, by content on
 * the server), delete, and reorder by dragging (@dnd-kit) or with the move buttons (keyboard).
 * The caller does the calls: the product view directly, the wizard through its machine.
 */
export function ImageGallery({
  images,
  canEdit,
  busy,
  deletingId,
  error,
  onUpload,
  onDelete,
  onReorder,
  productName,
}: {
  images: ProductImage[];
  canEdit: boolean;
  busy: GalleryBusy;
  deletingId?: number | null;
  /** Translated message of the last failed call. */
  error?: string | null;
  onUpload: (file: File) => void;
  onDelete: (imageId: number) => void;
  onReorder: (imageIds: number[]) => void;
  productName: string;
}) {
  const { t } = useTranslation();
  const format = useProductFormat();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const ids = images.map((image) => image.id);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file, IMAGE_TYPES, MAX_IMAGE_BYTES);
    setFileProblem(problem ? t(`catalogue.messages.${problem}`) : null);
    if (!problem) onUpload(file);
    if (input.current) input.current.value = '';
  };

  const move = (from: number, to: number) => {
    const next = moveItem(ids, from, to);
    if (next.join() === ids.join()) return;
    setAnnouncement(t('products.images.moved', { position: to + 1, count: ids.length }));
    onReorder(next);
  };

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    move(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };

  const message = fileProblem ?? error;
  return (
    <Stack gap="5">
      {canEdit && (
        <Flex
          gap="4"
          align="center"
          wrap="wrap"
          borderWidth="2px"
          borderStyle="dashed"
          rounded="lg"
          p="5"
          bg="bg.subtle"
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            pick(e.dataTransfer.files[0]);
          }}
        >
          <Box color="primary.fg" aria-hidden>
            <ImagePlus size={28} />
          </Box>
          <Stack gap="0.5" flex="1" minW="12rem">
            <Text fontWeight="medium">{t('products.images.dropHere')}</Text>
            <Text id={hintId} fontSize="sm" color="fg.muted">
              {t('products.images.hint', { size: format.bytes(MAX_IMAGE_BYTES) })}
            </Text>
          </Stack>
          <chakra.input
            ref={input}
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            srOnly
            aria-describedby={hintId}
            data-testid="image-input"
            onChange={(e) => pick(e.target.files?.[0])}
            disabled={busy !== null}
          />
          <Button asChild variant="outline" colorPalette="primary" aria-disabled={busy !== null}>
            <label htmlFor={inputId}>
              {busy === 'uploading' ? t('products.images.uploading') : t('products.images.upload')}
            </label>
          </Button>
        </Flex>
      )}

      {message && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{message}</Alert.Title>
        </Alert.Root>
      )}
      <Box srOnly aria-live="polite">
        {announcement}
      </Box>

      {images.length === 0 ? (
        <Text color="fg.muted" data-testid="no-images">
          {t('products.images.none')}
        </Text>
      ) : (
        <DndContext sensors={sensors} onDragEnd={dragEnd}>
          <SimpleGrid
            as="ol"
            listStyleType="none"
            columns={{ base: 2, sm: 3, lg: 4 }}
            gap="4"
            aria-label={t('products.images.listLabel', { name: productName })}
            aria-busy={busy !== null}
            data-testid="image-list"
          >
            {images.map((image, index) => (
              <ImageTile
                key={image.id}
                image={image}
                index={index}
                count={images.length}
                canEdit={canEdit}
                disabled={busy !== null}
                deleting={deletingId === image.id}
                onDelete={() => onDelete(image.id)}
                onMove={(to) => move(index, to)}
                productName={productName}
              />
            ))}
          </SimpleGrid>
        </DndContext>
      )}
    </Stack>
  );
}

function ImageTile({
  image,
  index,
  count,
  canEdit,
  disabled,
  deleting,
  onDelete,
  onMove,
  productName,
}: {
  image: ProductImage;
  index: number;
  count: number;
  canEdit: boolean;
  disabled: boolean;
  deleting: boolean;
  onDelete: () => void;
  onMove: (to: number) => void;
  productName: string;
}) {
  const { t } = useTranslation();
  const format = useProductFormat();
  const {
    setNodeRef: setDragNode,
    attributes,
    listeners,
    transform,
    isDragging,
  } = useDraggable({ id: image.id, disabled: !canEdit || disabled });
  const { setNodeRef: setDropNode, isOver } = useDroppable({ id: image.id });
  const position = t('products.images.position', { position: index + 1, count });
  const alt = image.alt || t('products.images.alt', { name: productName, position: index + 1 });
  const style = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 2 }
    : undefined;
  const button = (label: string, icon: ReactNode, onClick: () => void, off: boolean, palette?: string) => (
    <IconButton
      aria-label={label}
      title={label}
      size="xs"
      variant="ghost"
      colorPalette={palette}
      disabled={off || disabled}
      onClick={onClick}
    >
      {icon}
    </IconButton>
  );
  return (
    <Box
      as="li"
      ref={setDropNode}
      borderWidth="1px"
      rounded="lg"
      overflow="hidden"
      bg="bg"
      outline={isOver && !isDragging ? '2px solid' : undefined}
      outlineColor="primary.solid"
      data-testid="image-tile"
      data-image-id={image.id}
    >
      <Box ref={setDragNode} style={style} opacity={deleting ? 0.5 : 1} bg="bg">
        <AuthImage src={image.url} alt={alt} width="full" aspectRatio="1" />
        <HStack justify="space-between" px="2" py="1.5" gap="1">
          <HStack gap="1" minW="0">
            {canEdit && (
              <chakra.button
                type="button"
                {...attributes}
                {...listeners}
                aria-label={t('products.images.dragHandle', { position: index + 1 })}
                title={t('products.images.dragHandle', { position: index + 1 })}
                cursor={disabled ? 'not-allowed' : 'grab'}
                color="fg.muted"
                rounded="sm"
                focusVisibleRing="outside"
                display="inline-flex"
              >
                <GripVertical size={16} aria-hidden />
              </chakra.button>
            )}
            <Stack gap="0" minW="0">
              <Text fontSize="xs" fontWeight="medium">
                {position}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {format.bytes(image.size)}
              </Text>
            </Stack>
          </HStack>
          {canEdit && (
            <HStack gap="0">
              {button(
                t('products.images.moveEarlier', { position: index + 1 }),
                <Box as="span" _rtl={{ transform: 'scaleX(-1)' }} display="inline-flex">
                  <ArrowLeft />
                </Box>,
                () => onMove(index - 1),
                index === 0,
              )}
              {button(
                t('products.images.moveLater', { position: index + 1 }),
                <Box as="span" _rtl={{ transform: 'scaleX(-1)' }} display="inline-flex">
                  <ArrowRight />
                </Box>,
                () => onMove(index + 1),
                index === count - 1,
              )}
              {button(
                t('products.images.delete', { position: index + 1 }),
                <Trash2 />,
                onDelete,
                false,
                'red',
              )}
            </HStack>
          )}
        </HStack>
      </Box>
    </Box>
  );
}
