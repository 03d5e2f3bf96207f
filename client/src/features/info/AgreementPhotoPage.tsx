import { useIntl } from 'react-intl';
import { InfoArticle } from './InfoArticle';

/** The optional agreement to photographs, linked from the registration form. */
export function AgreementPhotoPage() {
  const intl = useIntl();
  return (
    <InfoArticle title={intl.formatMessage({ id: 'page.agreementPhoto' })} updated="Platné od 1. 9. 2019.">
      <p>
        Na lekcích, vystoupeních a táborech občas fotografujeme a natáčíme, abychom rodičům ukázali, co děti zažívají, a
        abychom naši činnost představili dalším zájemcům. Souhlas je dobrovolný: bez něj se dítě může kroužku nebo
        tábora zúčastnit úplně stejně.
      </p>
      <h2>K čemu souhlas dáváte</h2>
      <p>
        Zaškrtnutím souhlasu v přihlášce rodič dovoluje, aby pořadatel pořizoval fotografie a videozáznamy, na kterých
        je dítě zachyceno při činnosti, a zveřejnil je:
      </p>
      <ul>
        <li>ve fotogalerii a mezi videi na těchto stránkách,</li>
        <li>na sociálních sítích pořadatele,</li>
        <li>v tištěných materiálech pořadatele (letáky, výroční zpráva).</li>
      </ul>
      <h2>Co nikdy neděláme</h2>
      <ul>
        <li>u fotografií neuvádíme celé jméno dítěte ani jiné údaje, podle kterých by šlo dítě dohledat,</li>
        <li>nezveřejňujeme fotografie, které by mohly dítě zesměšnit nebo ohrozit,</li>
        <li>fotografie neprodáváme ani neposkytujeme třetím osobám k jejich vlastním účelům,</li>
        <li>z fotografií odstraňujeme údaje o místě pořízení.</li>
      </ul>
      <h2>Trvání a odvolání</h2>
      <p>
        Souhlas platí po dobu účasti dítěte a pět let poté. Můžete ho kdykoli odvolat e-mailem; fotografie s dítětem pak
        do 30 dnů odstraníme ze stránek a sociálních sítí. Tištěné materiály, které už byly vydány, stáhnout nelze.
      </p>
    </InfoArticle>
  );
}
