import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../gql/fragment-masking';
import { problemText } from '../../ui/apiErrors';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { ParentCampPaperworkFragmentDoc, SetCampPickupDocument } from './ParentCampPaperwork.generated';
import { ParentPageDocument } from './Parents.generated';
import { ParentCampDeclaration } from './ParentCampDeclaration';
import styles from './ParentConsents.module.css';

const EMPTY = { name: '', relation: '', phone: '' };

/** A camp registration's pickup persons on the family's page; while the choice is missing (an old
 * client registered without it) the page asks for it: „jen rodiče“, or the persons. */
export function ParentCampPaperwork(props: {
  registration: FragmentType<typeof ParentCampPaperworkFragmentDoc>;
  token: string;
}) {
  const intl = useIntl();
  const registration = getFragmentData(ParentCampPaperworkFragmentDoc, props.registration);
  const paperwork = registration.campPaperwork;
  const [editing, setEditing] = useState(false);
  if (!paperwork) return null;
  const formId = `pickup-${registration.id}`;
  return (
    <section className={styles.consents} aria-labelledby={formId}>
      <p>
        <strong id={formId}>
          <FormattedMessage id="parents.pickup" />:
        </strong>{' '}
        {paperwork.pickupMissing ? (
          <span data-testid="pickup-missing">
            <FormattedMessage id="parents.pickupMissing" />
          </span>
        ) : paperwork.pickupParentsOnly ? (
          <FormattedMessage id="registration.pickupParentsOnly" />
        ) : (
          paperwork.pickupPersons.map((person) => `${person.name} (${person.relation}, ${person.phone})`).join(', ')
        )}
      </p>
      {paperwork.leavesAloneFrom && (
        <p>
          <FormattedMessage id="registration.leavesAloneFrom" />: {paperwork.leavesAloneFrom}
        </p>
      )}
      <ParentCampDeclaration registrationId={registration.id} token={props.token} paperwork={paperwork} />
      {editing ? (
        <PickupForm registrationId={registration.id} token={props.token} onDone={() => setEditing(false)} />
      ) : (
        <Button
          variant={paperwork.pickupMissing ? 'solid' : 'outlined'}
          intent={paperwork.pickupMissing ? 'primary' : undefined}
          onClick={() => setEditing(true)}
          text={intl.formatMessage({ id: paperwork.pickupMissing ? 'parents.pickupGive' : 'parents.pickupChange' })}
        />
      )}
    </section>
  );
}

function PickupForm({ registrationId, token, onDone }: { registrationId: number; token: string; onDone: () => void }) {
  const intl = useIntl();
  const [choice, setChoice] = useState<'' | 'parents' | 'persons'>('');
  const [persons, setPersons] = useState([EMPTY]);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetCampPickupDocument, {
    refetchQueries: [{ query: ParentPageDocument, variables: { token } }],
    awaitRefetchQueries: true,
  });
  const submit = async () => {
    setProblem(null);
    try {
      await save({
        variables: {
          token,
          registrationId,
          input: choice === 'parents' ? { pickupParentsOnly: true } : { pickupPersons: choice ? persons : [] },
        },
      });
      onDone();
    } catch (error) {
      setProblem(problemText(error, intl.formatMessage({ id: 'parents.pickupFailed' })));
    }
  };
  const setPerson = (index: number, field: keyof typeof EMPTY, value: string) =>
    setPersons(persons.map((person, other) => (other === index ? { ...person, [field]: value } : person)));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div role="radiogroup" aria-label={intl.formatMessage({ id: 'registration.pickupChoice' })}>
        {(['parents', 'persons'] as const).map((value) => (
          <label key={value} style={{ marginRight: 16 }}>
            <input
              type="radio"
              name={`pickup-choice-${registrationId}`}
              checked={choice === value}
              onChange={() => setChoice(value)}
            />{' '}
            <FormattedMessage
              id={value === 'parents' ? 'registration.pickupParentsOnly' : 'registration.pickupOthers'}
            />
          </label>
        ))}
      </div>
      {choice === 'persons' &&
        persons.map((person, index) => (
          <p key={index}>
            {(['name', 'relation', 'phone'] as const).map((field) => (
              <label key={field} style={{ display: 'block' }}>
                <FormattedMessage
                  id={
                    field === 'name'
                      ? 'registration.pickupName'
                      : field === 'relation'
                        ? 'registration.pickupRelation'
                        : 'registration.pickupPhone'
                  }
                />{' '}
                <input
                  type={field === 'phone' ? 'tel' : 'text'}
                  value={person[field]}
                  onChange={(event) => setPerson(index, field, event.target.value)}
                />
              </label>
            ))}
          </p>
        ))}
      {choice === 'persons' && (
        <Button
          variant="outlined"
          onClick={() => setPersons([...persons, EMPTY])}
          text={intl.formatMessage({ id: 'registration.pickupAdd' })}
        />
      )}
      {problem && (
        <Callout intent="danger" role="alert">
          {problem}
        </Callout>
      )}
      <p>
        <Button
          type="submit"
          intent="primary"
          loading={loading}
          text={intl.formatMessage({ id: 'parents.pickupSave' })}
        />{' '}
        <Button
          variant="minimal"
          onClick={onDone}
          disabled={loading}
          text={intl.formatMessage({ id: 'parents.pickupCancel' })}
        />
      </p>
    </form>
  );
}
