/**
 * The few SheetJS CE 0.20.3 number-format rules the import needs (is this format a date? which
 * day is this serial?), ported from its SSF code (Apache-2.0, SheetJS LLC) so the direct xlsx
 * reader turns cells into the same text as the SheetJS path without loading SheetJS. The tests
 * compare both on the same files.
 */

/** SSF's built-in format table (SSF_init_table); a workbook's own numFmts are added on top. */
export const BUILTIN_FORMATS: Readonly<Record<number, string>> = {
  0: 'General',
  1: '0',
  2: '0.00',
  3: '#,##0',
  4: '#,##0.00',
  9: '0%',
  10: '0.00%',
  11: '0.00E+00',
  12: '# ?/?',
  13: '# ??/??',
  14: 'm/d/yy',
  15: 'd-mmm-yy',
  16: 'd-mmm',
  17: 'mmm-yy',
  18: 'h:mm AM/PM',
  19: 'h:mm:ss AM/PM',
  20: 'h:mm',
  21: 'h:mm:ss',
  22: 'm/d/yy h:mm',
  37: '#,##0 ;(#,##0)',
  38: '#,##0 ;[Red](#,##0)',
  39: '#,##0.00;(#,##0.00)',
  40: '#,##0.00;[Red](#,##0.00)',
  45: 'mm:ss',
  46: '[h]:mm:ss',
  47: 'mmss.0',
  48: '##0.0E+0',
  49: '@',
  56: '"上午/下午 "hh"時"mm"分"ss"秒 "',
};

function isGeneral(s: string, i: number): boolean {
  return s.length >= 7 + i && s.slice(i, i + 7).toLowerCase() === 'general';
}

const ABSTIME = /\[[HhMmSs\u0E0A\u0E19\u0E17]*\]/;

/** SSF.is_date (fmt_is_date). */
export function isDateFormat(fmt: string): boolean {
  let i = 0;
  let c = '';
  let o = '';
  while (i < fmt.length) {
    switch ((c = fmt.charAt(i))) {
      case 'G':
        if (isGeneral(fmt, i)) i += 6;
        i++;
        break;
      case '"':
        while (fmt.charCodeAt(++i) !== 34 && i < fmt.length) {
          /* skip the quoted text */
        }
        ++i;
        break;
      case '\\':
      case '_':
        i += 2;
        break;
      case '@':
        ++i;
        break;
      // SSF also returns true for 'B1'/'B2' (Buddhist/Hijri calendars): any B is a date.
      case 'B':
      case 'b':
      case 'M':
      case 'D':
      case 'Y':
      case 'H':
      case 'S':
      case 'E':
      case 'm':
      case 'd':
      case 'y':
      case 'h':
      case 's':
      case 'e':
      case 'g':
        return true;
      case 'A':
      case 'a':
      case '上':
        if (fmt.substr(i, 3).toUpperCase() === 'A/P') return true;
        if (fmt.substr(i, 5).toUpperCase() === 'AM/PM') return true;
        if (fmt.substr(i, 5).toUpperCase() === '上午/下午') return true;
        ++i;
        break;
      case '[':
        o = c;
        while (fmt.charAt(i++) !== ']' && i < fmt.length) o += fmt.charAt(i);
        if (ABSTIME.test(o)) return true;
        break;
      case '.':
      case '0':
      case '#':
        while (
          i < fmt.length &&
          ('0#?.,E+-%'.indexOf((c = fmt.charAt(++i))) > -1 || (c === '\\' && fmt.charAt(i + 1) === '-' && '0#'.indexOf(fmt.charAt(i + 2)) > -1))
        ) {
          /* skip the digits */
        }
        break;
      case '?':
        while (fmt.charAt(++i) === c) {
          /* skip */
        }
        break;
      case '*':
        ++i;
        if (fmt.charAt(i) === ' ' || fmt.charAt(i) === '*') ++i;
        break;
      case '(':
      case ')':
        ++i;
        break;
      case '1':
      case '2':
      case '3':
      case '4':
      case '5':
      case '6':
      case '7':
      case '8':
      case '9':
        while (i < fmt.length && '0123456789'.indexOf(fmt.charAt(++i)) > -1) {
          /* skip */
        }
        break;
      default:
        ++i;
        break;
    }
  }
  return false;
}

/** SSF_normalize_xl_unsafe: the serial cut to 15-16 significant digits. */
function normalizeSerial(v: number): number {
  const s = v.toPrecision(16);
  const e = s.indexOf('e');
  const cut = (m: string) => (m.indexOf('.') > -1 ? m.slice(0, m.slice(0, 2) === '0.' ? 17 : 16) : m.slice(0, 15) + '0'.repeat(Math.max(0, m.length - 15)));
  return e > -1 ? Number(cut(s.slice(0, e)) + s.slice(e)) : Number(cut(s));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'yyyy-MM-dd' of an Excel serial (1900 system), as SSF.parse_date_code gives it; null outside 0..2958465. */
export function serialDateText(serial: number): string | null {
  if (serial > 2958465 || serial < 0) return null;
  const v = normalizeSerial(serial);
  let date = v | 0;
  let time = Math.floor(86400 * (v - date));
  let u = 86400 * (v - date) - time;
  if (Math.abs(u) < 1e-6) u = 0;
  if (u > 0.9999) {
    if (++time === 86400) {
      time = 0;
      ++date;
    }
  }
  let y: number;
  let m: number;
  let d: number;
  if (date === 60) [y, m, d] = [1900, 2, 29];
  else if (date === 0) [y, m, d] = [1900, 1, 0];
  else {
    if (date > 60) --date;
    const day = new Date(1900, 0, 1);
    day.setDate(day.getDate() + date - 1);
    [y, m, d] = [day.getFullYear(), day.getMonth() + 1, day.getDate()];
  }
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** A number as text without binary noise (15 significant digits, like the spreadsheet shows). */
export function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  // Up to 15 characters hold at most 15 significant digits: toPrecision(15) would not change them.
  const plain = String(value);
  if (plain.length <= 15 && plain.indexOf('e') < 0) return plain;
  return String(Number(value.toPrecision(15)));
}
