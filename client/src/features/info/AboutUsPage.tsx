import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../i18n/messages';
import { LinkButton } from '../../ui/Button';
import { linkTo } from '../../routes/route';
import { ABOUT_US_ANCHORS, type AboutUsAnchor, PATHS } from '../../routes/site';
import { PublicPage } from '../../ui/PublicPage';
import { SiteInfoDocument } from './SiteInfo.generated';
import { SupporterLogos } from './SupporterLogos';
import styles from './info.module.css';
import { useScrollToHash } from './useScrollToHash';

function Section({ id, children }: { id: AboutUsAnchor; children: ReactNode }) {
  const intl = useIntl();
  return (
    <section aria-labelledby={id}>
      {/* Focusable so a jump from the Info menu moves the reading position here too. */}
      <h2 id={id} tabIndex={-1}>
        {intl.formatMessage({ id: `nav.${id}` as MessageId })}
      </h2>
      {children}
    </section>
  );
}

/** Who we are, with the six sections the Info menu links to (/aboutUs#security etc.). */
export function AboutUsPage() {
  const intl = useIntl();
  // The footer's query: answered from the cache the server-rendered page filled.
  const supporters = useQuery(SiteInfoDocument).data?.supporters ?? [];
  useScrollToHash();
  return (
    <PublicPage title={intl.formatMessage({ id: 'nav.aboutUs' })}>
      <nav aria-label={intl.formatMessage({ id: 'about.sections' })}>
        <ul className={styles.toc}>
          {ABOUT_US_ANCHORS.map((anchor) => (
            <li key={anchor}>
              <LinkButton
                to={{ hash: anchor }}
                variant="outlined"
                text={intl.formatMessage({ id: `nav.${anchor}` as MessageId })}
              />
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.prose}>
        <Section id="aboutUs">
          <p>
            Slunečnice je spolek, který od roku 2019 pořádá volnočasové kroužky a příměstské tábory pro děti od dvou do
            patnácti let. Začínali jsme jedním tanečním kroužkem v Brně, dnes působíme na pobočkách v Brně, Olomouci a
            Praze a každý týden k nám chodí stovky dětí.
          </p>
          <p>
            Věříme, že dítě se nejvíc naučí, když ho činnost baví. Proto stavíme lekce na hře, pohybu a tvoření a dbáme
            na malé skupiny, ve kterých má lektor čas na každého. Vybírat můžete z kroužků tanečních, sportovních,
            tvořivých i vědeckých – přehled najdete v <Link to={PATHS.courses}>nabídce kroužků</Link>.
          </p>
        </Section>
        <Section id="security">
          <p>Bezpečí dětí je pro nás na prvním místě. Proto:</p>
          <ul>
            <li>každý lektor prošel školením první pomoci a na každé lekci je k dispozici lékárnička,</li>
            <li>skupiny mají pevně daný nejvyšší počet dětí podle věku a druhu činnosti,</li>
            <li>děti předáváme po lekci jen rodičům nebo osobám, které nám rodiče písemně určí,</li>
            <li>
              sportovní pomůcky a prostory pravidelně kontrolujeme a kroužky pojišťujeme pro případ úrazu i odpovědnosti
              za škodu,
            </li>
            <li>fotografie dětí zveřejňujeme jen se souhlasem rodičů a nikdy s celým jménem dítěte.</li>
          </ul>
        </Section>
        <Section id="forParents">
          <p>
            Dítě přihlásíte během minuty přes <Link to={linkTo(PATHS.registration)}>online přihlášku</Link>. Vyberete
            kroužek, termín a pobočku, vyplníte kontakt na sebe a jméno a datum narození dítěte. Hned uvidíte, jestli má
            dítě místo; je-li kroužek plný, zapíšeme ho jako náhradníka a ozveme se, jakmile se místo uvolní.
          </p>
          <p>
            Po přihlášení vám pošleme e-mailem potvrzení a pokyny k platbě s variabilním symbolem. Kurzovné se platí
            převodem za celé pololetí. První lekci si dítě může vyzkoušet – pokud se mu nebude líbit, přihlášku zrušíme
            a kurzovné vrátíme. Podrobnosti najdete v <Link to={PATHS.conditions}>obchodních podmínkách</Link>.
          </p>
        </Section>
        <Section id="forKindergarden">
          <p>
            Mateřským školám nabízíme kroužky přímo v jejich prostorách, v čase po obědě nebo odpoledne. Rodiče tak
            nemusí děti nikam vozit a školka rozšíří svou nabídku bez starostí s organizací.
          </p>
          <ul>
            <li>lektora, pomůcky i komunikaci s rodiči zajistíme my,</li>
            <li>stačí nám tělocvična nebo herna a jedna hodina týdně,</li>
            <li>pro školku připravíme na konci pololetí ukázkovou hodinu nebo vystoupení.</li>
          </ul>
          <p>
            Máte zájem? Napište nám nebo zavolejte – kontakty najdete na stránce{' '}
            <Link to={PATHS.contacts}>Kontakty</Link>.
          </p>
        </Section>
        <Section id="lectors">
          <p>
            Naši lektoři jsou tanečníci, trenéři, výtvarníci i studenti pedagogiky. Všechny spojuje chuť pracovat s
            dětmi a trpělivost. Nové lektory zaučujeme na hodinách zkušených kolegů a pravidelně se vzděláváme.
          </p>
          <p>
            Představení jednotlivých lektorů najdete na stránce <Link to={PATHS.lectors}>Lektoři</Link>.
          </p>
        </Section>
        <Section id="support">
          <p>
            Díky podpoře partnerů můžeme udržet kurzovné dostupné a část míst nabízet dětem ze sociálně slabších rodin
            zdarma. Děkujeme městským částem, které nám pronajímají prostory za symbolické nájemné, místním firmám,
            které přispívají na pomůcky, i rodičům, kteří pomáhají při vystoupeních a táborech.
          </p>
          <SupporterLogos supporters={supporters} large />
          <p>
            Chcete nás podpořit také? Ozvěte se nám – rádi vám pošleme výroční zprávu a domluvíme se na formě
            spolupráce.
          </p>
        </Section>
      </div>
    </PublicPage>
  );
}
