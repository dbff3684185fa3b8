/** Check: a counter id is not a name of the language nor a field of `score --json` (resolve/counter-name). */
import { RESERVED_COUNTER_NAMES } from '../../../runtime/compiler-entry.js';
import { errorAt, type Check } from './check-context.js';

/** Reports counters whose id is a fact, a function or a field of the score's JSON. */
export const checkCounterNames: Check = (input) =>
  (input.src.data.scoring?.counters ?? []).flatMap((k, i) => (typeof k?.id === 'string' && RESERVED_COUNTER_NAMES.has(k.id)
    ? [errorAt(input, ['scoring', 'counters', i, 'id'], 'resolve/counter-name',
      {
        en: `'${k.id}' cannot name a counter: it is already a name of the language or a field of \`score --json\``,
        ru: `'${k.id}' не может быть именем счётчика: это уже имя языка или поле \`score --json\``,
      })]
    : []));
