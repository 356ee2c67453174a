import { ProgramPage } from '../parts/ProgramPage.js';

export default function StepUpScholars() {
  return <ProgramPage slug="stepup-scholars" pattern="/programs/stepup-scholars" />;
}
