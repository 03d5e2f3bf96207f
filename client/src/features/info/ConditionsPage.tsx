import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '../../routes/site';
import { InfoArticle } from './InfoArticle';

/** Terms and conditions of the courses and camps. */
export function ConditionsPage() {
  const intl = useIntl();
  return (
    <InfoArticle title={intl.formatMessage({ id: 'page.conditions' })} updated="Platné od 1. 9. 2019.">
      <h2>1. Úvodní ustanovení</h2>
      <p>
        Tyto podmínky upravují účast dětí v kroužcích a na příměstských táborech, které pořádá provozovatel uvedený v
        patičce stránek (dále jen „pořadatel“). Odesláním přihlášky zákonný zástupce dítěte (dále jen „rodič“)
        potvrzuje, že se s podmínkami seznámil a souhlasí s nimi.
      </p>
      <h2>2. Přihláška a vznik místa</h2>
      <ul>
        <li>Přihláška se podává online na těchto stránkách. Je závazná odesláním formuláře.</li>
        <li>
          Místa obsazujeme v pořadí, v jakém přihlášky přišly. Je-li kapacita naplněna, dítě zapíšeme jako náhradníka;
          uvolní-li se místo, nabídneme ho náhradníkům ve stejném pořadí a rodiče informujeme e-mailem.
        </li>
        <li>Dítě musí věkem odpovídat kategorii kroužku nebo tábora.</li>
      </ul>
      <h2>3. Platba</h2>
      <ul>
        <li>
          Kurzovné za kroužek se platí za celé pololetí, táborový poplatek za celý turnus. Cena je uvedena u každého
          kroužku a tábora v Kč.
        </li>
        <li>
          Platbu posílejte převodem na účet pořadatele s variabilním symbolem, který dostanete v potvrzení přihlášky,
          nejpozději do 14 dnů od přihlášení. Náhradníci platí až poté, co jim místo potvrdíme.
        </li>
        <li>Na vyžádání vystavíme fakturu pro zaměstnavatele nebo zdravotní pojišťovnu.</li>
      </ul>
      <h2>4. Zrušení účasti a vrácení peněz</h2>
      <ul>
        <li>První lekce kroužku je zkušební: odhlásíte-li dítě do dvou dnů po ní, vrátíme celé kurzovné.</li>
        <li>Z vážných zdravotních důvodů vracíme poměrnou část kurzovného za neodchozené lekce.</li>
        <li>
          Tábor lze zrušit bez poplatku nejpozději 30 dní před začátkem, později účtujeme storno 50 % ceny. Najdete-li
          za dítě náhradníka, storno neúčtujeme.
        </li>
        <li>Lekce odpadlé z viny pořadatele nahradíme v náhradním termínu, nebo vrátíme jejich cenu.</li>
      </ul>
      <h2>5. Průběh a bezpečnost</h2>
      <p>
        Rodič předává dítě lektorovi na začátku lekce a přebírá ho po jejím skončení. Rodič je povinen upozornit na
        zdravotní omezení dítěte. Za věci, které dítě přinese a které nejsou k činnosti potřeba, pořadatel neodpovídá.
      </p>
      <h2>6. Osobní údaje</h2>
      <p>
        Osobní údaje zpracováváme podle <Link to={PATHS.gdpr}>souhlasu se zpracováním osobních údajů</Link>, fotografie
        podle <Link to={PATHS.agreementPhoto}>souhlasu s pořizováním fotografií</Link>.
      </p>
    </InfoArticle>
  );
}
