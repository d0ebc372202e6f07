import { useEnrollmentDialog } from '../../components/enrollment/use-enrollment-dialog.tsx';
import { formatRupees, program } from '../../lib/program.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CurriculumSection } from './curriculum-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { FeaturedProgramSection } from './featured-program-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { ProofFigures } from './proof-figures.tsx';
import { WhyChooseSection } from './why-choose-section.tsx';

export function HomePage() {
  useDocumentTitle(
    'Job-ready frontend programs',
    `${program.title}: ${program.weeks} weeks of live online classes, 1:1 mentorship, projects and placement support for ${formatRupees(program.priceRupees)}.`,
  );
  const enrollment = useEnrollmentDialog();

  return (
    <>
      <HeroSection />
      <ProofFigures />
      <FeaturedProgramSection enrollment={enrollment} />
      <CurriculumSection />
      <WhyChooseSection />
      <FaqSection />
      {enrollment.dialog}
    </>
  );
}
