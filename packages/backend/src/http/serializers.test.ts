import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSerializer } from './serializers';

const route = (schema: unknown, httpStatus = '200') => ({ method: 'GET', url: '/x', httpStatus, schema });
const item = () => ({ type: 'object', properties: { nome: { type: 'string' }, valor: { type: 'number' } } });

describe('answer serializers shared across apps (http/serializers.ts)', () => {
  it('a second app gets the serializer the first built for the same schema; another schema or options get their own', () => {
    const first = buildSerializer()({}, {})(route(item()));
    const second = buildSerializer()({}, {})(route(item()));
    assert.equal(second, first);
    assert.equal(first({ nome: 'AUR', valor: 1.5, extra: true }), '{"nome":"AUR","valor":1.5}');

    const other = buildSerializer()({}, {})(route({ type: 'object', properties: { nome: { type: 'string' } } }));
    assert.notEqual(other, first);
    assert.equal(other({ nome: 'AUR', valor: 1.5 }), '{"nome":"AUR"}');

    const shared = { 'Item#': { $id: 'Item#', ...item() } };
    const withShared = buildSerializer()(shared, {})(route(item()));
    assert.notEqual(withShared, first);
    assert.equal(withShared({ nome: 'X', valor: 2 }), '{"nome":"X","valor":2}');
  });
});
