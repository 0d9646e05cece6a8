import type { ResoField, ResoResource } from './reso.mapping';

/** The namespace of RESO's entity types (org.reso.metadata.Property, ...). */
const RESO_NAMESPACE = 'org.reso.metadata';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function propertyXml(name: string, field: ResoField): string {
  const type = field.collection ? `Collection(${field.type})` : field.type;
  const attributes = [`Name="${escapeXml(name)}"`, `Type="${type}"`];
  if (field.nullable === false || field.collection) attributes.push('Nullable="false"');
  if (field.precision !== undefined) attributes.push(`Precision="${field.precision}"`);
  if (field.scale !== undefined) attributes.push(`Scale="${field.scale}"`);
  if (!field.lookup) return `        <Property ${attributes.join(' ')}/>`;
  return (
    `        <Property ${attributes.join(' ')}>\n` +
    `          <Annotation Term="RESO.OData.Metadata.LookupName" String="${escapeXml(field.lookup)}"/>\n` +
    '        </Property>'
  );
}

function entityTypeXml(resource: ResoResource): string {
  const properties = Object.entries(resource.fields).map(([name, f]) => propertyXml(name, f));
  const navigation = resource.expandable.map(
    (target) =>
      `        <NavigationProperty Name="${target}" Type="Collection(${RESO_NAMESPACE}.${target})"/>`,
  );
  return [
    `      <EntityType Name="${resource.name}">`,
    `        <Key><PropertyRef Name="${resource.key}"/></Key>`,
    ...properties,
    ...navigation,
    '      </EntityType>',
  ].join('\n');
}

function entitySetXml(resource: ResoResource): string {
  const type = `${RESO_NAMESPACE}.${resource.name}`;
  if (!resource.expandable.length) {
    return `        <EntitySet Name="${resource.name}" EntityType="${type}"/>`;
  }
  const bindings = resource.expandable.map(
    (target) => `          <NavigationPropertyBinding Path="${target}" Target="${target}"/>`,
  );
  return [
    `        <EntitySet Name="${resource.name}" EntityType="${type}">`,
    ...bindings,
    '        </EntitySet>',
  ].join('\n');
}

/**
 * The service's EDMX (OData 4.0 CSDL XML): one entity type per resource with string keys (the
 * EntityEvent's sequence number excepted, as the DD has it), lookup fields as Edm.String with
 * RESO's LookupName annotation (the DD's string mode: their values are in the Lookup resource).
 */
export function metadataXml(resources: readonly ResoResource[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<edmx:Edmx Version="4.0" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx">',
    '  <edmx:DataServices>',
    `    <Schema Namespace="${RESO_NAMESPACE}" xmlns="http://docs.oasis-open.org/odata/ns/edm">`,
    ...resources.map(entityTypeXml),
    '      <EntityContainer Name="Default">',
    ...resources.map(entitySetXml),
    '      </EntityContainer>',
    '    </Schema>',
    '  </edmx:DataServices>',
    '</edmx:Edmx>',
    '',
  ].join('\n');
}
