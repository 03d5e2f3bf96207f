import { useMutation } from '@apollo/client/react';
import { formatPhone } from '@kurzy/common';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../gql/fragment-masking';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { ParentCampPaperworkFragmentDoc, SetCampPickupDocument } from './ParentCampPaperwork.generated';
import { ParentPageDocument } from './Parents.generated';
import { ParentCampCertificate } from './ParentCampCertificate';
import { ParentCampDeclaration } from './ParentCampDeclaration';
import styles from './ParentConsents.module.css';
import { familyProblem } from './familyProblems';

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
          <FormattedMessage id="parents.pickupForm.pickupParentsOnly" />
        ) : (
          paperwork.pickupPersons
            .map(
              (person) => `${person.name} (${person.relation}, ${formatPhone(person.phone).replace(/ /g, '\u00a0')})`,
            )
            .join(', ')
        )}
      </p>
      {paperwork.leavesAloneFrom && (
        <p>
          <FormattedMessage id="parents.pickupForm.leavesAloneFrom" />: {paperwork.leavesAloneFrom}
        </p>
      )}
      {editing ? (
        <PickupForm registrationId={registration.id} token={props.token} onDone={() => setEditing(false)} />
      ) : (
        <Button
          className={styles.pickupChange}
          variant={paperwork.pickupMissing ? 'solid' : 'outlined'}
          intent={paperwork.pickupMissing ? 'primary' : undefined}
          onClick={() => setEditing(true)}
          text={intl.formatMessage({ id: paperwork.pickupMissing ? 'parents.pickupGive' : 'parents.pickupChange' })}
        />
      )}
      <ParentCampDeclaration registrationId={registration.id} token={props.token} paperwork={paperwork} />
      <ParentCampCertificate registrationId={registration.id} token={props.token} paperwork={paperwork} />
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
      setProblem(familyProblem(intl, error, intl.formatMessage({ id: 'parents.pickupFailed' })));
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
      <div
        role="radiogroup"
        className={styles.pickupChoice}
        aria-label={intl.formatMessage({ id: 'parents.pickupForm.pickupChoice' })}
      >
        {(['parents', 'persons'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`pickup-choice-${registrationId}`}
              checked={choice === value}
              onChange={() => setChoice(value)}
            />{' '}
            <FormattedMessage
              id={value === 'parents' ? 'parents.pickupForm.pickupParentsOnly' : 'parents.pickupForm.pickupOthers'}
            />
          </label>
        ))}
      </div>
      {choice === 'persons' &&
        persons.map((person, index) => (
          <fieldset key={index} className={styles.pickupPerson}>
            {(['name', 'relation', 'phone'] as const).map((field) => (
              <label key={field}>
                <FormattedMessage
                  id={
                    field === 'name'
                      ? 'parents.pickupForm.pickupName'
                      : field === 'relation'
                        ? 'parents.pickupForm.pickupRelation'
                        : 'parents.pickupForm.pickupPhone'
                  }
                />
                <input
                  type={field === 'phone' ? 'tel' : 'text'}
                  autoComplete={field === 'phone' ? 'tel' : field === 'name' ? 'name' : 'off'}
                  value={person[field]}
                  onChange={(event) => setPerson(index, field, event.target.value)}
                />
              </label>
            ))}
          </fieldset>
        ))}
      {choice === 'persons' && (
        <Button
          variant="outlined"
          onClick={() => setPersons([...persons, EMPTY])}
          text={intl.formatMessage({ id: 'parents.pickupForm.pickupAdd' })}
        />
      )}
      {problem && (
        <Callout intent="danger" role="alert">
          {problem}
        </Callout>
      )}
      <p className={styles.pickupActions}>
        <Button
          type="submit"
          intent="primary"
          loading={loading}
          text={intl.formatMessage({ id: 'parents.pickupSave' })}
        />
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
