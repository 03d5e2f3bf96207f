/** The six GraphQL documents of a generic resource (list, one, search, create, update, delete), as
 * the tests of each resource call them. `fields` is what one item, a created and an updated one
 * answer; `listFields` what each list item answers; `searchFields` what each search item answers. */
export function crudDocuments({
  type,
  plural,
  fields,
  listFields,
  searchFields,
}: {
  type: string;
  plural: string;
  fields: string;
  listFields: string;
  searchFields: string;
}) {
  const single = type.charAt(0).toLowerCase() + type.slice(1);
  const search = `search${plural.charAt(0).toUpperCase()}${plural.slice(1)}`;
  return {
    LIST: `query ($filter: ${type}Filter) { ${plural}(filter: $filter) { ${listFields} } }`,
    GET: `query ($id: Int!) { ${single}(id: $id) { ${fields} } }`,
    SEARCH: `query ($filter: ${type}Filter, $page: Int, $limit: Int) {
  ${search}(filter: $filter, page: $page, limit: $limit) {
    items { ${searchFields} }
    pagination { page limit total totalPages hasNext hasPrev }
  }
}`,
    CREATE: `mutation ($input: ${type}Input!) { create${type}(input: $input) { ${fields} } }`,
    UPDATE: `mutation ($id: Int!, $input: ${type}Input!) { update${type}(id: $id, input: $input) { ${fields} } }`,
    DELETE: `mutation ($id: Int!) { delete${type}(id: $id) }`,
  };
}
