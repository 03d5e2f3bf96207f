import { useLazyQuery } from '@apollo/client/react';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { MapMarkerIcon } from '@blueprintjs/icons';
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { type AdminBranchItemFragment, GeocodeAddressDocument } from './AdminBranches.generated';
import styles from '../common/admin.module.css';

const coordinates = (location: readonly number[]) => location.map((value) => value.toFixed(5)).join(', ');

/** What the map search finds for the typed address: saved branches show where they are, and staff can
 * check a new address before saving (the server looks it up again on save). */
export function AddressLookup({ item }: { item: AdminBranchItemFragment | null }) {
  const intl = useIntl();
  const { values } = useFormikContext<{ address?: string }>();
  const address = (values.address ?? '').trim();
  const [lookUp, { data, loading, error }] = useLazyQuery(GeocodeAddressDocument, { fetchPolicy: 'network-only' });
  const checked = data?.geocode;
  const result = checked
    ? { location: checked.location, warning: checked.warning, address: checked.address }
    : item
      ? { location: item.location, warning: item.geocodeWarning, address: item.address }
      : null;

  return (
    <div className={styles.lookup}>
      <Button
        size="small"
        icon={<MapMarkerIcon />}
        loading={loading}
        disabled={address === ''}
        onClick={() => void lookUp({ variables: { address } })}
        text={<FormattedMessage id="admin.branches.lookup" />}
      />
      {error && (
        <Callout intent={Intent.WARNING} compact>
          <FormattedMessage id="admin.branches.lookupError" />
        </Callout>
      )}
      {!error && result && (
        <Callout
          intent={result.location?.length ? Intent.SUCCESS : Intent.WARNING}
          compact
          role="status"
          title={intl.formatMessage({ id: 'admin.branches.lookupTitle' }, { address: result.address })}
        >
          {result.location?.length ? (
            <>
              <FormattedMessage id="admin.branches.found" values={{ location: coordinates(result.location) }} />{' '}
              <a
                href={`https://www.openstreetmap.org/?mlat=${result.location[0]}&mlon=${result.location[1]}#map=17/${result.location[0]}/${result.location[1]}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                <FormattedMessage id="admin.branches.showMap" />
              </a>
            </>
          ) : (
            (result.warning ?? <FormattedMessage id="admin.branches.notFound" />)
          )}
        </Callout>
      )}
    </div>
  );
}
