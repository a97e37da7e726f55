import {
  applyEdit,
  dateRule,
  dateTextState,
  formatMonthKey,
  integerRule,
  moneyRule,
  monthRule,
  monthTextState,
  percentRule,
  type EditKind,
  type InputRule,
} from './digitacao';

/**
 * A browser text field driven key by key: each key changes the text as the browser would, then the
 * rule reads it (`applyEdit`), as the ui components do in their change handler.
 * Keys: one character each; {Backspace} {Delete} {Left} {Right} {Home} {End} {SelectAll} and
 * {paste:text}. `|` in an expected text marks the caret.
 */
function typeKeys(rule: InputRule, keys: string, start = ''): { shown: string; value: string } {
  let text = start;
  let value = rule.read(start)?.value ?? '';
  let from = text.length;
  let to = text.length;
  const edit = (raw: string, caret: number, kind: EditKind, pasted?: string) => {
    const next = applyEdit(rule, { before: text, raw, caret, kind, pasted });
    if (!next) return; // refused: the browser's change is undone, the caret stays
    text = next.text;
    value = next.value;
    from = to = next.caret;
  };
  for (const key of keys.match(/\{[^}]*\}|./gu) ?? []) {
    if (key === '{Backspace}') {
      if (from !== to) edit(text.slice(0, from) + text.slice(to), from, 'deleteBackward');
      else if (from > 0) edit(text.slice(0, from - 1) + text.slice(from), from - 1, 'deleteBackward');
    } else if (key === '{Delete}') {
      if (from !== to) edit(text.slice(0, from) + text.slice(to), from, 'deleteForward');
      else if (from < text.length) edit(text.slice(0, from) + text.slice(from + 1), from, 'deleteForward');
    } else if (key === '{Left}') from = to = Math.max(0, from - 1);
    else if (key === '{Right}') from = to = Math.min(text.length, to + 1);
    else if (key === '{Home}') from = to = 0;
    else if (key === '{End}') from = to = text.length;
    else if (key === '{SelectAll}') [from, to] = [0, text.length];
    else if (key.startsWith('{paste:')) {
      const pasted = key.slice(7, -1);
      edit(text.slice(0, from) + pasted + text.slice(to), from + pasted.length, 'paste', pasted);
    } else edit(text.slice(0, from) + key + text.slice(to), from + 1, 'type');
  }
  return { shown: `${text.slice(0, from)}|${text.slice(from)}`, value };
}

describe('money, typed key by key and pasted (issue 34 point 1)', () => {
  const money = moneyRule();
  it.each([
    // typed sequence, shown text with the caret, stored value
    ['45000,50', '45.000,50|', '45000.50'],
    ['45.000,50', '45.000,50|', '45000.50'],
    ['45000', '45.000|', '45000.00'],
    ['45.000', '45.000|', '45000.00'],
    ['1.234.567,89', '1.234.567,89|', '1234567.89'],
    ['45.', '45|', '45.00'],
    ['45.00', '4.500|', '4500.00'],
    [',5', '0,5|', '0.50'],
    ['0045', '45|', '45.00'],
    ['45000,567', '45.000,56|', '45000.56'],
    ['1a2b3', '123|', '123.00'],
    ['-5', '5|', '5.00'],
    ['abc', '|', ''],
    // backspace over the thousands dot takes the digit before it
    ['45000{Left}{Left}{Left}{Backspace}', '4|.000', '4000.00'],
    ['45000{Left}{Left}{Left}{Left}{Delete}', '4.5|00', '4500.00'],
    ['45000,50{Backspace}{Backspace}{Backspace}', '45.000|', '45000.00'],
    ['45000{Backspace}', '4.500|', '4500.00'],
    // typing in the middle keeps the caret after the typed digit
    ['45000{Home}{Right}1', '41|5.000', '415000.00'],
    ['1000{Home}{Right}{Right},', '1,|00', '1.00'],
    ['45000,5{Home}9', '9|45.000,5', '945000.50'],
    ['{SelectAll}7', '7|', '7.00'],
    ['45000{SelectAll}{Backspace}', '|', ''],
    // pasted texts: pt-BR, a spreadsheet copy with a decimal dot, and a dot of thousands
    ['{paste:45.000,50}', '45.000,50|', '45000.50'],
    ['{paste:45000.50}', '45.000,50|', '45000.50'],
    ['{paste:45000.5}', '45.000,5|', '45000.50'],
    ['{paste:45.000}', '45.000|', '45000.00'],
    ['{paste:R$ 1.234,56}', '1.234,56|', '1234.56'],
    ['{paste:1.234.567}', '1.234.567|', '1234567.00'],
    // at most 16 characters with 2 decimals: the 11th integer digit is refused
    ['9999999999,99', '9.999.999.999,99|', '9999999999.99'],
    ['99999999999', '9.999.999.999|', '9999999999.00'],
  ])('%s → %s (%s)', (keys, shown, value) => {
    expect(typeKeys(money, keys)).toEqual({ shown, value });
  });

  it('edits a pre-filled amount', () => {
    expect(typeKeys(money, '{Backspace}{Backspace}{Backspace}', '45.000,50')).toEqual({ shown: '45.000|', value: '45000.00' });
    expect(typeKeys(money, '{Home}{Delete}', '45.000')).toEqual({ shown: '|5.000', value: '5000.00' });
  });

  it('refuses a text over a smaller limit', () => {
    expect(typeKeys(moneyRule(5), '543,31')).toEqual({ shown: '54,31|', value: '54.31' });
  });
});

describe('percent, read left to right (issue 34 point 2)', () => {
  const percent = percentRule();
  it.each([
    ['10', '10|', '10.00'],
    ['27,5', '27,5|', '27.50'],
    ['27.5', '27,5|', '27.50'],
    ['8,33', '8,33|', '8.33'],
    ['9,35', '9,35|', '9.35'],
    ['100', '100|', '100.00'],
    ['0,5', '0,5|', '0.50'],
    [',5', '0,5|', '0.50'],
    ['27,555', '27,55|', '27.55'],
    ['123456', '12345|', '12345.00'],
    ['27,5{Backspace}{Backspace}', '27|', '27.00'],
    ['275{Left}', '27|5', '275.00'],
    ['275{Left},', '27,|5', '27.50'],
    ['{paste:12,10}', '12,10|', '12.10'],
    ['{paste:12.1}', '12,1|', '12.10'],
    ['x', '|', ''],
  ])('%s → %s (%s)', (keys, shown, value) => {
    expect(typeKeys(percent, keys)).toEqual({ shown, value });
  });

  it('takes 6 characters where a form allows 100,00', () => {
    expect(typeKeys(percentRule(6), '100,00')).toEqual({ shown: '100,00|', value: '100.00' });
  });
});

describe('integer', () => {
  const integer = integerRule(2);
  it.each([
    ['3', '3|', '3'],
    ['12', '12|', '12'],
    ['123', '12|', '12'],
    ['0', '0|', '0'],
    ['07', '7|', '7'],
    ['1a', '1|', '1'],
    ['12{Backspace}', '1|', '1'],
  ])('%s → %s (%s)', (keys, shown, value) => {
    expect(typeKeys(integer, keys)).toEqual({ shown, value });
  });
});

describe('date (issue 34 point 3)', () => {
  it.each([
    ['1/10/2026', '1/10/2026|', '2026-10-01'],
    ['01/10/2026', '01/10/2026|', '2026-10-01'],
    ['01102026', '01/10/2026|', '2026-10-01'],
    ['1-10-2026', '1/10/2026|', '2026-10-01'],
    ['1/1/2026', '1/1/2026|', '2026-01-01'],
    ['0501', '05/01|', ''],
    ['05/', '05/|', ''],
    ['31/02/2026', '31/02/2026|', ''],
    ['01/13/2026', '01/13/2026|', ''],
    ['29/02/2028', '29/02/2028|', '2028-02-29'],
    ['01/10/20261', '01/10/2026|', '2026-10-01'],
    ['//1', '1|', ''],
    ['ab', '|', ''],
    // backspace over the '/' the field added removes the digit before it
    ['011{Left}{Backspace}', '0|1', ''],
    ['01/{Backspace}', '01|', ''],
    ['01/10/2026{Backspace}7', '01/10/2027|', '2027-10-01'],
    ['01102026{Home}{Delete}3', '3|1/10/2026', '2026-10-31'],
    ['{paste:2026-10-01}', '01/10/2026|', '2026-10-01'],
    ['{paste:01/10/2026}', '01/10/2026|', '2026-10-01'],
  ])('%s → %s (%s)', (keys, shown, value) => {
    expect(typeKeys(dateRule, keys)).toEqual({ shown, value });
  });

  it('tells an impossible date from one still being typed', () => {
    expect(dateTextState('')).toBe('empty');
    expect(dateTextState('01/10')).toBe('incomplete');
    expect(dateTextState('01/10/202')).toBe('incomplete');
    expect(dateTextState('1/10/2026')).toBe('valid');
    expect(dateTextState('31/02/2026')).toBe('invalid');
    expect(dateTextState('00/10/2026')).toBe('invalid');
  });
});

describe('month (the Fluxo de Caixa window)', () => {
  it.each([
    ['6/2026', '6/2026|', '06-2026'],
    ['06/2026', '06/2026|', '06-2026'],
    ['062026', '06/2026|', '06-2026'],
    ['12.2026', '12/2026|', '12-2026'],
    ['13/2026', '13/2026|', ''],
    ['00/2026', '00/2026|', ''],
    ['06/202', '06/202|', ''],
    ['06/20261', '06/2026|', '06-2026'],
    ['06/{Backspace}', '06|', ''],
    ['06/2026{Backspace}7', '06/2027|', '06-2027'],
    ['{paste:2026-06}', '06/2026|', '06-2026'],
    ['{paste:06-2026}', '06/2026|', '06-2026'],
    ['ab', '|', ''],
  ])('%s → %s (%s)', (keys, shown, value) => {
    expect(typeKeys(monthRule, keys)).toEqual({ shown, value });
  });

  it('tells an impossible month from one still being typed, and shows a key as MM/aaaa', () => {
    expect(monthTextState('')).toBe('empty');
    expect(monthTextState('06/20')).toBe('incomplete');
    expect(monthTextState('6/2026')).toBe('valid');
    expect(monthTextState('13/2026')).toBe('invalid');
    expect(formatMonthKey('06-2026')).toBe('06/2026');
    expect(formatMonthKey('2026-06')).toBe('');
  });
});
