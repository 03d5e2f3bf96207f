import { useIntl } from 'react-intl';
import { InfoArticle } from './InfoArticle';

/** The personal-data agreement every registration must accept. */
export function GdprPage() {
  const intl = useIntl();
  return (
    <InfoArticle title={intl.formatMessage({ id: 'page.gdpr' })} updated="Platné od 1. 9. 2019.">
      <p>
        Odesláním přihlášky dává rodič jako zákonný zástupce dítěte pořadateli (správci údajů uvedenému v patičce
        stránek) souhlas se zpracováním osobních údajů podle nařízení Evropského parlamentu a Rady (EU) 2016/679 (GDPR)
        a zákona č. 110/2019 Sb., o zpracování osobních údajů.
      </p>
      <h2>Jaké údaje zpracováváme</h2>
      <ul>
        <li>jméno a příjmení rodiče, e-mail a telefon,</li>
        <li>jméno, příjmení a datum narození dítěte,</li>
        <li>poznámku k přihlášce (např. zdravotní omezení), pokud ji vyplníte,</li>
        <li>údaje o platbách (variabilní symbol, číslo faktury, stav platby).</li>
      </ul>
      <h2>Proč je zpracováváme</h2>
      <ul>
        <li>abychom mohli dítě zařadit do kroužku nebo na tábor a ověřit, že odpovídá věkové kategorii,</li>
        <li>abychom vás mohli kontaktovat ve věci lekcí, změn rozvrhu, uvolněných míst a plateb,</li>
        <li>abychom splnili účetní a daňové povinnosti.</li>
      </ul>
      <h2>Jak dlouho je uchováváme</h2>
      <p>
        Údaje z přihlášky uchováváme po dobu účasti dítěte a dva roky po jejím skončení; účetní doklady po dobu, kterou
        stanoví zákon (10 let). Poté údaje smažeme.
      </p>
      <h2>Komu je předáváme</h2>
      <p>
        Údaje vidí jen pořadatel a lektoři kroužku, do kterého je dítě přihlášené. Nikomu je neprodáváme. Předat je
        můžeme jen zpracovatelům, kteří nám poskytují účetní a IT služby, a to v nezbytném rozsahu a se smluvní
        povinností mlčenlivosti.
      </p>
      <h2>Vaše práva</h2>
      <p>
        Máte právo na přístup ke svým údajům, jejich opravu nebo výmaz, omezení zpracování, přenositelnost a právo
        vznést námitku. Souhlas můžete kdykoli odvolat e-mailem na adresu uvedenou v patičce; odvolání nemá vliv na
        zpracování před ním. Stížnost můžete podat u Úřadu pro ochranu osobních údajů (www.uoou.cz).
      </p>
    </InfoArticle>
  );
}
