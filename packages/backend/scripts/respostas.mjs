#!/usr/bin/env node
/**
 * Writes src/http/respostas.schema.json from the `Respostas` type of src/http/respostas.ts (one JSON
 * Schema definition per named type, `$ref`s in Fastify's 'Name#' form) and checks, with the same
 * TypeScript program, that the answer each route handler returns fits its entry there. A handler
 * whose answer does not fit, or an entry of a static path no route declares, fails the script.
 *
 *   node scripts/respostas.mjs           writes the JSON (pnpm --filter @financeiro/backend respostas)
 *   node scripts/respostas.mjs --check   writes nothing; fails when the JSON is not up to date
 *   --leaks                               also lists the fields handlers return that no entry names
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = path.join(root, 'src/http/respostas.ts');
export const OUTPUT = path.join(root, 'src/http/respostas.schema.json');

/**
 * The backend's TypeScript program (every file of tsconfig.json), the route files and respostas.ts first:
 * scripts/typecheck.mjs checks this same program. The JSON's property order follows the order the checker
 * meets the files (a keyof's members), so one program for both keeps it one order.
 */
export function programaDoBackend() {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  const primeiros = config.fileNames.filter((file) => /\/src\/(modules\/[^/]+\/routes\.ts|http\/respostas\.ts)$/.test(file));
  const program = ts.createProgram([...primeiros, ...config.fileNames.filter((file) => !primeiros.includes(file))], config.options);
  return { program, configErrors: config.errors };
}

/**
 * JSON Schema of a TypeScript type as the checker resolves it (so yup's InferType and mapped types
 * come out as the objects they are). Interfaces and aliases declared in packages/domain or in
 * respostas.ts without type arguments become named definitions, referenced as 'Name#'.
 */
function schemaWriter(checker) {
  const definitions = {};
  const naming = new Set();
  const F = ts.TypeFlags;

  const namedAs = (type) => {
    const symbol = type.aliasSymbol ?? type.getSymbol();
    if (!symbol || (type.aliasSymbol ? type.aliasTypeArguments?.length : type.isClassOrInterface() && type.typeParameters?.length)) return undefined;
    if (!type.aliasSymbol && !(type.flags & F.Object && type.objectFlags & ts.ObjectFlags.Interface)) return undefined;
    const declaration = symbol.declarations?.[0];
    const file = declaration?.getSourceFile().fileName ?? '';
    if (!file.includes('/packages/domain/src/') && !file.endsWith('/src/http/respostas.ts')) return undefined;
    return symbol.getName();
  };

  const primitive = (type) => {
    if (type.flags & F.String) return { type: 'string' };
    if (type.flags & F.Number) return { type: 'number' };
    if (type.flags & F.Boolean) return { type: 'boolean' };
    if (type.flags & F.Null) return { type: 'null' };
    if (type.flags & F.StringLiteral) return { type: 'string', enum: [type.value] };
    if (type.flags & F.NumberLiteral) return { type: Number.isInteger(type.value) ? 'integer' : 'number', enum: [type.value] };
    if (type.flags & F.BooleanLiteral) return { type: 'boolean', enum: [checker.typeToString(type) === 'true'] };
    return undefined;
  };

  const union = (members) => {
    const parts = members.filter((member) => !(member.flags & F.Undefined));
    // true | false is how the checker spells boolean.
    const booleans = parts.filter((member) => member.flags & F.BooleanLiteral);
    const rest = booleans.length === 2 ? parts.filter((member) => !(member.flags & F.BooleanLiteral)) : parts;
    const schemas = [...(booleans.length === 2 ? [{ type: 'boolean' }] : []), ...rest.map(write)];
    if (schemas.length === 1) return schemas[0];
    // Scalars and their literals merge into one { type: [...] } (enums kept when every member of a kind is a literal).
    const scalars = schemas.every((schema) => schema.type && !schema.$ref && !schema.properties && !schema.items && !schema.additionalProperties && !schema.format);
    const literals = schemas.filter((schema) => schema.type !== 'null').every((schema) => schema.enum);
    const plain = schemas.every((schema) => !schema.enum);
    if (scalars && (literals || plain)) {
      const types = [...new Set(schemas.map((schema) => schema.type).flat())];
      const merged = { type: types.length === 1 ? types[0] : types };
      if (literals) merged.enum = schemas.flatMap((schema) => schema.enum ?? [null]);
      return merged;
    }
    return { anyOf: schemas };
  };

  const object = (type) => {
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const elements = checker.getTypeArguments(type);
      return { type: 'array', items: checker.isTupleType(type) ? union(elements) : write(elements[0]) };
    }
    if (type.getSymbol()?.getName() === 'Date') return { type: 'string', format: 'date-time' };
    const properties = {};
    const required = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const propertyType = checker.getTypeOfSymbol(property);
      const optional = property.flags & ts.SymbolFlags.Optional;
      properties[property.getName()] = write(propertyType);
      if (!optional) required.push(property.getName());
    }
    const schema = { type: 'object', properties };
    if (required.length) schema.required = required;
    const index = checker.getIndexInfosOfType(type)[0];
    schema.additionalProperties = index ? write(index.type) : false;
    return schema;
  };

  function write(type) {
    const name = namedAs(type);
    if (name) {
      if (!definitions[name] && !naming.has(name)) {
        naming.add(name);
        const body = type.isUnion() ? union(type.types) : object(type);
        definitions[name] = { $id: name, ...body };
      }
      return { $ref: `${name}#` };
    }
    if (type.flags & (F.Any | F.Unknown)) return {};
    const scalar = primitive(type);
    if (scalar) return scalar;
    if (type.isUnion()) return union(type.types);
    if (type.isIntersection()) return object(type);
    if (type.flags & F.Object) return object(type);
    throw new Error(`tipo sem esquema: ${checker.typeToString(type)}`);
  }

  return { write, definitions };
}

/** JSON Schema of every entry of `Respostas`, its named types as definitions. */
function generate(prog) {
  const checker = prog.getTypeChecker();
  const { write, definitions } = schemaWriter(checker);
  const respostas = {};
  for (const entry of checker.getPropertiesOfType(respostasType(prog))) respostas[entry.getName()] = write(checker.getTypeOfSymbol(entry));
  const sorted = Object.fromEntries(Object.keys(definitions).sort().map((name) => [name, definitions[name]]));
  return { definitions: sorted, respostas };
}

function respostasType(prog) {
  const checker = prog.getTypeChecker();
  const symbol = checker.getSymbolAtLocation(prog.getSourceFile(SOURCE)).exports.get('Respostas');
  return checker.getDeclaredTypeOfSymbol(symbol);
}

/** 'GET /x/:id' -> the handler's answer type, for every route whose path is a string literal. */
function handlerAnswers(prog) {
  const checker = prog.getTypeChecker();
  const answers = new Map();
  for (const file of prog.getSourceFiles()) {
    if (!/\/modules\/[^/]+\/routes\.ts$/.test(file.fileName)) continue;
    const visit = (node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.arguments.length >= 2) {
        const method = node.expression.name.text;
        const [pathArg] = node.arguments;
        if (['get', 'post', 'put', 'patch', 'delete'].includes(method) && ts.isStringLiteral(pathArg)) {
          const handler = node.arguments[node.arguments.length - 1];
          const signature = checker.getTypeAtLocation(handler).getCallSignatures()[0];
          if (signature) {
            const returned = checker.getReturnTypeOfSignature(signature);
            const awaited = checker.getAwaitedType(returned) ?? returned;
            answers.set(`${method.toUpperCase()} ${pathArg.text}`, { type: awaited, where: `${path.relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}` });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return answers;
}

/** Paths of properties the answer has and the declared type does not name (what the schema drops). */
function leaks(checker, answer, declared, at = '', seen = new Set()) {
  if (seen.has(answer) || at.split('.').length > 6) return [];
  seen.add(answer);
  const found = [];
  const arrayElement = (type) => (checker.isArrayType(type) ? checker.getTypeArguments(type)[0] : undefined);
  const answerElement = arrayElement(answer);
  const declaredElement = arrayElement(declared);
  if (answerElement && declaredElement) return leaks(checker, answerElement, declaredElement, `${at}[]`, seen);
  const nonNull = (type) => checker.getNonNullableType(type);
  const a = nonNull(answer);
  const d = nonNull(declared);
  if (a.isUnion() || d.isUnion() || !(a.flags & ts.TypeFlags.Object) || !(d.flags & ts.TypeFlags.Object)) return found;
  if (checker.getIndexInfosOfType(d).length > 0) return found;
  for (const property of checker.getPropertiesOfType(a)) {
    const name = property.getName();
    const target = checker.getPropertyOfType(d, name);
    const where = at ? `${at}.${name}` : name;
    if (!target) {
      found.push(where);
      continue;
    }
    const answerProperty = checker.getTypeOfSymbol(property);
    const declaredProperty = checker.getTypeOfSymbol(target);
    found.push(...leaks(checker, answerProperty, declaredProperty, where, seen));
  }
  return found;
}

/** An answer holding a Record<string, unknown> (an untyped database row). */
function untypedRow(checker, type, depth = 0) {
  if (depth > 4) return false;
  if (checker.isArrayType(type)) return untypedRow(checker, checker.getTypeArguments(type)[0], depth + 1);
  if (checker.getIndexInfosOfType(type).some((info) => info.type.flags & ts.TypeFlags.Unknown)) return true;
  return checker.getPropertiesOfType(type).some((property) => untypedRow(checker, checker.getTypeOfSymbol(property), depth + 1));
}

function check(prog) {
  const checker = prog.getTypeChecker();
  const respostas = respostasType(prog);
  const answers = handlerAnswers(prog);
  const problems = [];
  const dropped = [];
  const unchecked = [];
  for (const entry of checker.getPropertiesOfType(respostas)) {
    const key = entry.getName();
    const answer = answers.get(key);
    if (!answer) continue;
    const declared = checker.getTypeOfSymbol(entry);
    // Rows the handler does not type (Record<string, unknown>): tested at run time (respostas.test.ts), not here.
    if (untypedRow(checker, answer.type)) {
      unchecked.push(key);
      continue;
    }
    if (!checker.isTypeAssignableTo(answer.type, declared)) {
      problems.push(`${key} (${answer.where}): a resposta do handler, ${checker.typeToString(answer.type)}, não cabe em Respostas['${key}']`);
    }
    for (const field of leaks(checker, answer.type, declared)) dropped.push(`${key}: ${field}`);
  }
  return { problems, dropped, unchecked };
}

/**
 * The check of `--check` (and, with `escrever`, the writing of the JSON) on a program that holds the route files:
 * scripts/typecheck.mjs runs it before the program's own diagnostics, on a checker that has met no type yet,
 * as the command does. Prints what it finds; returns whether everything holds.
 */
export function conferirRespostas(prog, { escrever = false, vazamentos = false } = {}) {
  const { problems, dropped, unchecked } = check(prog);
  if (vazamentos) console.log(dropped.length ? `Campos que os handlers devolvem e Respostas não nomeia (o serializador os omite):\n  ${dropped.join('\n  ')}` : 'Nenhum campo omitido.');
  if (vazamentos) console.log(`Respostas sem tipo no handler (conferidas só em execução): ${unchecked.join(', ') || 'nenhuma'}`);
  if (problems.length) {
    console.error(problems.join('\n'));
    return false;
  }
  const text = `${JSON.stringify(generate(prog), null, 2)}\n`;
  if (escrever) {
    fs.writeFileSync(OUTPUT, text);
    console.log(`${path.relative(root, OUTPUT)} escrito.`);
    return true;
  }
  const current = fs.existsSync(OUTPUT) ? fs.readFileSync(OUTPUT, 'utf8') : '';
  if (current !== text) {
    console.error(`${path.relative(root, OUTPUT)} está desatualizado: rode pnpm --filter @financeiro/backend respostas`);
    return false;
  }
  console.log(`${path.relative(root, OUTPUT)} em dia.`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = new Set(process.argv.slice(2));
  const ok = conferirRespostas(programaDoBackend().program, { escrever: !args.has('--check'), vazamentos: args.has('--leaks') });
  process.exit(ok ? 0 : 1);
}
