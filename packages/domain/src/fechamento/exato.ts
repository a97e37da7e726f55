import Decimal from 'decimal.js';
import { toDecimal, type NumericInput } from '../format/numbers';

/**
 * The closing engine's number: an exact decimal that gives, operation by operation, the same value
 * as decimal.js with its default settings (20 significant digits, ROUND_HALF_UP), only faster.
 *
 * Most figures of a closing are short decimals (salaries and amounts in cents, rates with a few
 * decimals), so a value is kept as a safe integer `m` scaled by 10^-s. A sum, difference or product
 * of two such values whose exact result is still a safe integer (at most 16 digits) is computed with
 * plain numbers: decimal.js keeps up to 20 digits, so it would hold that same exact result. Anything
 * else (a division, a result past 2^53) is computed on a BigInt coefficient `c` (value c x 10^e): the
 * exact result rounded half-up to 20 significant digits, as decimal.js rounds every result, and read
 * back as a short value when it fits. Either way the value is the one decimal.js gives, so the
 * closing's figures, rounded to cents, do not depend on which path computed them (`exato.test.ts`
 * compares each operation with decimal.js; the parity test compares the engine with the decimal.js
 * one it replaced).
 */

/** decimal.js's default precision (significant digits of every result). */
const PRECISAO = 20;
const MAIOR_ESCALA = 22;
/** 10^0 .. 10^22: exact doubles. */
const POTENCIAS = Array.from({ length: MAIOR_ESCALA + 1 }, (_, i) => Number(`1e${i}`));
const POTENCIAS_BIG: bigint[] = Array.from({ length: 80 }, (_, i) => BigInt(`1${'0'.repeat(i)}`));
const ZERO_BIG = BigInt(0);
const DOIS_BIG = BigInt(2);
const DEZ_BIG = BigInt(10);
const MAIOR_SEGURO_BIG = BigInt(Number.MAX_SAFE_INTEGER);

function potenciaBig(n: number): bigint {
  const tabelada = POTENCIAS_BIG[n];
  if (tabelada !== undefined) return tabelada;
  // Without `**`: a bundler targeting older browsers may turn it into Math.pow, which refuses BigInts.
  let potencia = POTENCIAS_BIG[POTENCIAS_BIG.length - 1]!;
  for (let i = POTENCIAS_BIG.length - 1; i < n; i++) potencia *= DEZ_BIG;
  return potencia;
}

/** Digits of a > 0. */
function digitosBig(a: bigint): number {
  const aproximado = Number(a);
  let digitos: number;
  if (Number.isFinite(aproximado)) {
    const logaritmo = Math.log10(aproximado);
    const piso = Math.floor(logaritmo);
    // Number(a) and log10 err by far less than 1e-9: away from an integer, the floor is exact.
    const fracao = logaritmo - piso;
    if (fracao > 1e-9 && fracao < 1 - 1e-9) return piso + 1;
    digitos = piso + 1;
  } else {
    digitos = a.toString().length;
  }
  // Next to a power of ten, log10 of a double may land one off.
  if (a >= potenciaBig(digitos)) digitos += 1;
  else if (digitos > 1 && a < potenciaBig(digitos - 1)) digitos -= 1;
  return digitos;
}

/** Halves of 10^1 .. : 5 x 10^(n-1). */
const METADES_BIG: bigint[] = POTENCIAS_BIG.map((potencia) => potencia / DOIS_BIG);

/** a / 10^n (a >= 0, n >= 1) rounded half-up to an integer. */
function quocienteArredondado(a: bigint, n: number): bigint {
  // 10^n is even: a / 10^n has a fraction >= 1/2 exactly when a + 10^n / 2 reaches the next multiple.
  const metade = METADES_BIG[n] ?? potenciaBig(n) / DOIS_BIG;
  return (a + metade) / potenciaBig(n);
}

export class Exato {
  private constructor(
    /** Scaled integer (a safe integer) when `c` is null. */
    readonly m: number,
    /** Decimal places of `m` (0..22). */
    readonly s: number,
    /** The coefficient when the value does not fit `m`/`s` (no trailing zero; at most 20 digits unless read from an input). */
    readonly c: bigint | null,
    /** Exponent of `c`: value = c x 10^e. */
    readonly e: number,
  ) {}

  private texto: string | null = null;
  private textoCentavos: string | null = null;

  /** `m` x 10^-s; `m` must be a safe integer. Trailing zeros are dropped (smaller `m`, fewer overflows). */
  static escalado(m: number, s: number): Exato {
    while (s > 0 && m % 10 === 0) {
      m /= 10;
      s--;
    }
    return new Exato(m === 0 ? 0 : m, s, null, 0);
  }

  /**
   * c x 10^e rounded half-up (away from zero on a tie) to 20 significant digits, as decimal.js rounds
   * the exact result of each operation; short when it fits.
   */
  static deCoeficiente(c: bigint, e: number, arredondar = true): Exato {
    if (c === ZERO_BIG) return ZERO_EXATO;
    const negativo = c < ZERO_BIG;
    let a = negativo ? -c : c;
    const digitos = digitosBig(a);
    if (arredondar && digitos > PRECISAO) {
      const descartados = digitos - PRECISAO;
      a = quocienteArredondado(a, descartados);
      e += descartados;
    }
    while (a % DEZ_BIG === ZERO_BIG) {
      a /= DEZ_BIG;
      e += 1;
    }
    if (a <= MAIOR_SEGURO_BIG) {
      const m = Number(a);
      if (e >= 0) {
        if (e <= MAIOR_ESCALA) {
          const inteiro = m * POTENCIAS[e]!;
          if (Number.isSafeInteger(inteiro)) return Exato.escalado(negativo ? -inteiro : inteiro, 0);
        }
      } else if (-e <= MAIOR_ESCALA) {
        return Exato.escalado(negativo ? -m : m, -e);
      }
    }
    return new Exato(0, 0, negativo ? -a : a, e);
  }

  /** A (finite) Decimal as an Exato, all its digits kept (decimal.js rounds results, not inputs). */
  static deDecimal(valor: Decimal): Exato {
    const palavras = valor.d;
    if (!palavras) throw new Error(`Valor numérico inválido: ${valor.toString()}`);
    if (palavras.length === 1 && palavras[0] === 0) return ZERO_EXATO;
    // decimal.js keeps the coefficient in words of 7 digits, the first one without leading zeros.
    const digitos = digitosDe(palavras[0]!) + 7 * (palavras.length - 1);
    // value = coefficient x 10^(e - digitos + 1)
    const expoente = valor.e - digitos + 1;
    if (digitos <= 15) {
      let m = 0;
      for (const palavra of palavras) m = m * 1e7 + palavra;
      return Exato.deCoeficiente(BigInt(valor.s < 0 ? -m : m), expoente, false);
    }
    const texto = palavras.map((palavra, i) => (i === 0 ? String(palavra) : String(palavra).padStart(7, '0'))).join('');
    return Exato.deCoeficiente(BigInt(valor.s < 0 ? `-${texto}` : texto), expoente, false);
  }

  static deNumero(valor: number): Exato {
    if (Number.isSafeInteger(valor)) return Exato.escalado(valor, 0);
    return Exato.deDecimal(new Decimal(valor));
  }

  /** The coefficient as a BigInt (also for a short value). */
  private coeficiente(): bigint {
    return this.c ?? BigInt(this.m);
  }

  private expoente(): number {
    return this.c === null ? 0 - this.s : this.e;
  }

  /** This value as a Decimal (exact). */
  decimal(): Decimal {
    return new Decimal(this.c === null ? (this.s === 0 ? String(this.m) : `${this.m}e-${this.s}`) : `${this.c}e${this.e}`);
  }

  isZero(): boolean {
    return this.c === null && this.m === 0;
  }

  /**
   * True when the value carries more than 20 digits (only an input can): decimal.js rounds it as
   * soon as an operation uses it, even x + 0 or x x 1.
   */
  private excedePrecisao(): boolean {
    return this.c !== null && digitosBig(this.c < ZERO_BIG ? -this.c : this.c) > PRECISAO;
  }

  plus(outro: Exato): Exato {
    if (outro.isZero() && !this.excedePrecisao()) return this;
    if (this.isZero() && !outro.excedePrecisao()) return outro;
    if (this.c === null && outro.c === null) {
      const soma = somaCurta(this.m, this.s, outro.m, outro.s);
      if (soma !== null) return soma;
    }
    return somaLonga(this.coeficiente(), this.expoente(), outro.coeficiente(), outro.expoente());
  }

  minus(outro: Exato): Exato {
    if (outro.isZero() && !this.excedePrecisao()) return this;
    if (this.c === null && outro.c === null) {
      const diferenca = somaCurta(this.m, this.s, -outro.m, outro.s);
      if (diferenca !== null) return diferenca;
    }
    return somaLonga(this.coeficiente(), this.expoente(), -outro.coeficiente(), outro.expoente());
  }

  times(outro: Exato): Exato {
    if (outro.c === null && outro.m === 1 && outro.s === 0 && !this.excedePrecisao()) return this;
    if (this.c === null && outro.c === null) {
      const produto = this.m * outro.m;
      const escala = this.s + outro.s;
      if (Number.isSafeInteger(produto) && escala <= MAIOR_ESCALA) return Exato.escalado(produto, escala);
    }
    return Exato.deCoeficiente(this.coeficiente() * outro.coeficiente(), this.expoente() + outro.expoente());
  }

  /** Division as decimal.js does it (20 significant digits, half-up); the divisor must not be 0. */
  div(outro: Exato): Exato {
    if (outro.isZero()) throw new Error('Divisão por zero.');
    if (this.isZero()) return ZERO_EXATO;
    const dividendo = this.coeficiente();
    const divisor = outro.coeficiente();
    const a = dividendo < ZERO_BIG ? -dividendo : dividendo;
    const b = divisor < ZERO_BIG ? -divisor : divisor;
    // Enough digits for a quotient of at least 21: rounding its truncation half-up to 20 digits is
    // rounding the exact quotient (a dropped part below one half stays below it with the remainder).
    const casas = Math.max(0, PRECISAO + 1 + digitosBig(b) - digitosBig(a));
    const quociente = (a * potenciaBig(casas)) / b;
    const negativo = dividendo < ZERO_BIG !== divisor < ZERO_BIG;
    return Exato.deCoeficiente(negativo ? -quociente : quociente, this.expoente() - outro.expoente() - casas);
  }
  /**
   * this / divisor rounded half-up to `casas` decimals, as text with exactly `casas` decimals: the
   * text of decimal.js's `div(divisor).toDecimalPlaces(casas, ROUND_HALF_UP).toFixed(casas)`. With
   * short operands it is one integer division: rounding the exact quotient once gives what rounding
   * decimal.js's 20-digit quotient gives, because a quotient N/D of safe integers that is not a tie
   * lies at least 1/(2D) from one, far more than the 20-digit rounding can move it.
   */
  quocienteFixo(divisor: Exato, casas: number): string {
    if (this.c === null && divisor.c === null && divisor.m !== 0) {
      const expoente = divisor.s - this.s + casas;
      let n = this.m;
      let d = divisor.m;
      if (expoente >= 0 && expoente <= MAIOR_ESCALA) n *= POTENCIAS[expoente]!;
      else if (expoente < 0 && -expoente <= MAIOR_ESCALA) d *= POTENCIAS[-expoente]!;
      else n = Number.NaN;
      if (Number.isSafeInteger(n) && Number.isSafeInteger(d)) {
        const negativo = n < 0 !== d < 0;
        const quociente = inteiroMaisProximo(Math.abs(n), Math.abs(d));
        return textoFixo(negativo ? -quociente : quociente, casas);
      }
    }
    return this.div(divisor).decimal().toDecimalPlaces(casas, Decimal.ROUND_HALF_UP).toFixed(casas);
  }

  /** -1, 0 or 1. */
  comparedTo(outro: Exato): number {
    if (this.c === null && outro.c === null) {
      if (this.s === outro.s) return Math.sign(this.m - outro.m);
      const escala = Math.max(this.s, outro.s);
      const a = this.m * POTENCIAS[escala - this.s]!;
      const b = outro.m * POTENCIAS[escala - outro.s]!;
      if (Number.isSafeInteger(a) && Number.isSafeInteger(b)) return Math.sign(a - b);
    }
    const expoente = Math.min(this.expoente(), outro.expoente());
    const a = this.coeficiente() * potenciaBig(this.expoente() - expoente);
    const b = outro.coeficiente() * potenciaBig(outro.expoente() - expoente);
    return a === b ? 0 : a > b ? 1 : -1;
  }

  greaterThan(outro: Exato): boolean {
    return this.comparedTo(outro) > 0;
  }

  greaterThanOrEqualTo(outro: Exato): boolean {
    return this.comparedTo(outro) >= 0;
  }

  lessThan(outro: Exato): boolean {
    return this.comparedTo(outro) < 0;
  }

  lessThanOrEqualTo(outro: Exato): boolean {
    return this.comparedTo(outro) <= 0;
  }

  equals(outro: Exato): boolean {
    return this.comparedTo(outro) === 0;
  }

  /** Rounded half-up (away from zero on a tie) to cents, as `toDecimalPlaces(2, ROUND_HALF_UP)`. */
  emCentavos(): Exato {
    if (this.c === null) {
      if (this.s <= 2) return this;
      return Exato.escalado(centavosInteiros(this.m, this.s), 2);
    }
    if (this.e >= -2) return this;
    return Exato.deCoeficiente(this.centavosLongos(), -2, false);
  }

  /** The value in cents, rounded half-up away from zero, of a value kept as a coefficient. */
  private centavosLongos(): bigint {
    const c = this.c!;
    if (this.e >= -2) return c * potenciaBig(this.e + 2);
    const a = quocienteArredondado(c < ZERO_BIG ? -c : c, -this.e - 2);
    return c < ZERO_BIG ? -a : a;
  }

  /** Half-up to cents as text: '1234.57', never '-0.00'; made once per value. */
  centavos(): string {
    this.textoCentavos ??= this.formatarCentavos();
    return this.textoCentavos;
  }

  private formatarCentavos(): string {
    if (this.c !== null) return textoDeCentavos(this.centavosLongos());
    let centavos: number;
    if (this.s <= 2) {
      centavos = this.m * POTENCIAS[2 - this.s]!;
      if (!Number.isSafeInteger(centavos)) return textoDeCentavos(BigInt(this.m) * potenciaBig(2 - this.s));
    } else {
      centavos = centavosInteiros(this.m, this.s);
    }
    if (centavos === 0) return '0.00';
    const absoluto = centavos < 0 ? -centavos : centavos;
    const resto = absoluto % 100;
    const texto = `${(absoluto - resto) / 100}.${resto < 10 ? '0' : ''}${resto}`;
    return centavos < 0 ? `-${texto}` : texto;
  }

  /** The text decimal.js gives (exponent notation for very small or large values). */
  toString(): string {
    this.texto ??= this.decimal().toString();
    return this.texto;
  }

  toFixed(casas?: number): string {
    return casas === undefined ? this.decimal().toFixed() : this.decimal().toFixed(casas);
  }
}

/** Decimal digits of a word of decimal.js (0 < palavra < 10^7). */
function digitosDe(palavra: number): number {
  if (palavra < 1e3) return palavra < 10 ? 1 : palavra < 100 ? 2 : 3;
  return palavra < 1e4 ? 4 : palavra < 1e5 ? 5 : palavra < 1e6 ? 6 : 7;
}

/** An amount in cents as text: '-1234.05'; never '-0.00'. */
function textoDeCentavos(centavos: bigint): string {
  if (centavos === ZERO_BIG) return '0.00';
  const negativo = centavos < ZERO_BIG;
  const digitos = (negativo ? -centavos : centavos).toString().padStart(3, '0');
  const texto = `${digitos.slice(0, -2)}.${digitos.slice(-2)}`;
  return negativo ? `-${texto}` : texto;
}

/** a x 10^ea + b x 10^eb, rounded as decimal.js rounds a sum. */
function somaLonga(a: bigint, ea: number, b: bigint, eb: number): Exato {
  const expoente = Math.min(ea, eb);
  return Exato.deCoeficiente(a * potenciaBig(ea - expoente) + b * potenciaBig(eb - expoente), expoente);
}

/** a x 10^-sa + b x 10^-sb when it is a safe integer at the larger scale; else null. */
function somaCurta(a: number, sa: number, b: number, sb: number): Exato | null {
  let escala = sa;
  if (sa !== sb) {
    escala = sa > sb ? sa : sb;
    a *= POTENCIAS[escala - sa]!;
    b *= POTENCIAS[escala - sb]!;
    if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b)) return null;
  }
  const soma = a + b;
  return Number.isSafeInteger(soma) ? Exato.escalado(soma, escala) : null;
}

/** n / d (non-negative safe integers, d > 0) rounded half-up to an integer. */
function inteiroMaisProximo(n: number, d: number): number {
  let quociente = Math.floor(n / d);
  let resto = n - quociente * d;
  // The floating division may land one off near an integer: the remainder corrects it.
  if (resto < 0) {
    quociente -= 1;
    resto += d;
  } else if (resto >= d) {
    quociente += 1;
    resto -= d;
  }
  // resto * 2 is exact (a power-of-two scaling).
  return resto * 2 >= d ? quociente + 1 : quociente;
}

/** m x 10^-s (s > 2) rounded half-up, away from zero on a tie, to an integer number of cents. */
function centavosInteiros(m: number, s: number): number {
  const quociente = inteiroMaisProximo(m < 0 ? -m : m, POTENCIAS[s - 2]!);
  return m < 0 ? -quociente : quociente;
}

/** An integer q as the text of q x 10^-casas with `casas` decimals ('-1.2300'); never '-0.0…'. */
function textoFixo(q: number, casas: number): string {
  const digitos = String(q < 0 ? -q : q).padStart(casas + 1, '0');
  const texto = casas === 0 ? digitos : `${digitos.slice(0, -casas)}.${digitos.slice(-casas)}`;
  return q < 0 ? `-${texto}` : texto;
}

export const ZERO_EXATO: Exato = Exato.escalado(0, 0);
export const UM_EXATO: Exato = Exato.escalado(1, 0);

/** Plain decimal text: an optional minus, digits, optional decimals. */
const TEXTO_SIMPLES = /^(-?)(\d+)(?:\.(\d+))?$/;

function exatoDeTexto(texto: string): Exato | null {
  const limpo = texto.trim();
  if (limpo === '') return ZERO_EXATO;
  const partes = TEXTO_SIMPLES.exec(limpo);
  if (partes !== null) {
    const decimais = partes[3] ?? '';
    const digitos = partes[2]! + decimais;
    if (digitos.length <= 15 && decimais.length <= MAIOR_ESCALA) {
      const m = Number(digitos);
      return Exato.escalado(partes[1] === '-' ? -m : m, decimais.length);
    }
  }
  const decimal = toDecimal(limpo);
  return decimal === null ? null : Exato.deDecimal(decimal);
}


/** A decimal input (string, number, Decimal or Exato); null, undefined and '' are 0. Throws on invalid text. */
export function exato(valor: NumericInput | Exato | null | undefined, campo = 'valor'): Exato {
  if (valor === null || valor === undefined) return ZERO_EXATO;
  if (valor instanceof Exato) return valor;
  if (typeof valor === 'string') {
    const lido = exatoDeTexto(valor);
    if (!lido) throw new Error(`Valor numérico inválido em ${campo}: ${valor}`);
    return lido;
  }
  if (typeof valor === 'number' && Number.isSafeInteger(valor)) return Exato.escalado(valor, 0);
  const decimal = toDecimal(valor);
  if (!decimal) throw new Error(`Valor numérico inválido em ${campo}: ${String(valor)}`);
  return Exato.deDecimal(decimal);
}

export function maiorExato(a: Exato, b: Exato): Exato {
  return a.greaterThan(b) ? a : b;
}

export function menorExato(a: Exato, b: Exato): Exato {
  return a.lessThan(b) ? a : b;
}

export function somaExata(valores: readonly Exato[]): Exato {
  return valores.reduce((total, valor) => total.plus(valor), ZERO_EXATO);
}
