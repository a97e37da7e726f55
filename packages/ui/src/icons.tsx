/**
 * The application's icons (Lucide, through react-icons, as Chakra UI v3's own docs use): drawn as
 * SVG, so they show on a machine without an emoji font. The button or element around an icon
 * carries its accessible name; the icon itself is decorative.
 */
export {
  LuBell as IconeAlerta,
  LuCalendar as IconeCalendario,
  LuCheck as IconeSucesso,
  LuEye as IconeVisualizar,
  LuInfo as IconeInfo,
  LuPencil as IconeEditar,
  LuTrash2 as IconeExcluir,
  LuX as IconeFechar,
} from 'react-icons/lu';
