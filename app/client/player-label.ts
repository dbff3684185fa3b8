/**
 * How a form names a player in its pickers: «Игрок B (B)», the name with the id, where the form was given names (the
 * players' phone forms, the desk's seat list); the id alone where not, or where the name is the id. A narrow
 * column (a hanchan's sheet) says the name alone.
 */

/** A player's label in a form's pickers, by id. */
export type PlayerLabel = (id: string) => string;

/** The labels of `names` (by player id); without names, the ids. */
export function playerLabel(names?: Readonly<Record<string, string>>): PlayerLabel {
  return (id) => {
    const name = names?.[id];
    return name !== undefined && name !== '' && name !== id ? `${name} (${id})` : id;
  };
}

/** A player's name alone where it is known (a narrow column: the sheet of a hanchan), else the id. */
export function playerName(names?: Readonly<Record<string, string>>): PlayerLabel {
  return (id) => {
    const name = names?.[id];
    return name !== undefined && name !== '' ? name : id;
  };
}
