import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { pageList } from './pagination';

interface DataTablePaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  siblings?: number;
}

/** Numbered pagination with previous/next and ellipses (1 neighbour page on each side). */
export function DataTablePagination({ page, totalPages, onPageChange, siblings = 1 }: DataTablePaginationProps) {
  if (totalPages <= 1) return null;
  const items = pageList(page, totalPages, siblings);
  return (
    <HStack as="nav" aria-label="Paginação" gap="1" justify="flex-end" wrap="wrap">
      <IconButton
        aria-label="Página anterior"
        size="xs"
        variant="outline"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        ‹
      </IconButton>
      {items.map((item, index) =>
        item === 'ellipsis' ? (
          <Text as="span" key={`ellipsis-${index}`} px="1" color="fg.muted" aria-hidden="true" data-testid="pagination-ellipsis">
            …
          </Text>
        ) : (
          <Button
            key={item}
            size="xs"
            minW="8"
            variant={item === page ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-label={`Página ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPageChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <IconButton
        aria-label="Próxima página"
        size="xs"
        variant="outline"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        ›
      </IconButton>
    </HStack>
  );
}
